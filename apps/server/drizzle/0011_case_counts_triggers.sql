-- case_counts holds how many live cases each authority has per status and officer, so the case
-- list can show its total without counting up to 100,000 rows. Triggers on cases keep it exact in
-- the same transaction as every write, whatever code path writes. They are statement triggers:
-- a bulk insert or update adds up its changes once, and applies them in key order, so concurrent
-- writers take the count rows' locks in one order and cannot deadlock each other.
CREATE FUNCTION case_counts_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, cases)
  SELECT authority_id, status_id, assigned_officer_id, count(*)
  FROM new_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, status_id, assigned_officer_id
  ORDER BY authority_id, status_id, assigned_officer_id
  ON CONFLICT ON CONSTRAINT case_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_counts_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (an edited description, a new note) move no case between counts: nothing to write.
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, cases)
  SELECT authority_id, status_id, assigned_officer_id, sum(change)
  FROM (
    SELECT authority_id, status_id, assigned_officer_id, 1 AS change FROM new_cases WHERE deleted_at IS NULL
    UNION ALL
    SELECT authority_id, status_id, assigned_officer_id, -1 FROM old_cases WHERE deleted_at IS NULL
  ) AS changes
  GROUP BY authority_id, status_id, assigned_officer_id
  HAVING sum(change) <> 0
  ORDER BY authority_id, status_id, assigned_officer_id
  ON CONFLICT ON CONSTRAINT case_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_counts_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, cases)
  SELECT authority_id, status_id, assigned_officer_id, -count(*)
  FROM old_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, status_id, assigned_officer_id
  ORDER BY authority_id, status_id, assigned_officer_id
  ON CONFLICT ON CONSTRAINT case_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_counts_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER case_counts_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER case_counts_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER case_counts_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER case_counts_truncate AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_counts_after_truncate();
--> statement-breakpoint
INSERT INTO case_counts (authority_id, status_id, assigned_officer_id, cases)
SELECT authority_id, status_id, assigned_officer_id, count(*)
FROM cases
WHERE deleted_at IS NULL
GROUP BY authority_id, status_id, assigned_officer_id;
