-- Two summaries of the live (not deleted) cases, kept exact by triggers on cases in the same
-- transaction as every write, whatever code path writes:
--   case_counts: how many per authority, status and officer (the case list's total);
--   case_names: how many per authority and client name (the global search ranks names, not cases).
-- They are statement triggers: a bulk write adds up its changes once, and applies them in key
-- order, so concurrent writers take the summary rows' locks in one order and cannot deadlock.
CREATE FUNCTION case_summaries_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, cases)
  SELECT authority_id, status_id, assigned_officer_id, count(*)
  FROM new_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, status_id, assigned_officer_id
  ORDER BY authority_id, status_id, assigned_officer_id
  ON CONFLICT ON CONSTRAINT case_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;

  INSERT INTO case_names AS named (authority_id, search_name, cases)
  SELECT authority_id, search_name, count(*)
  FROM new_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, search_name
  ORDER BY authority_id, search_name
  ON CONFLICT (authority_id, search_name) DO UPDATE SET cases = named.cases + excluded.cases;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_summaries_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (an edited description, a new date) move no case between counts: nothing to write.
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

  INSERT INTO case_names AS named (authority_id, search_name, cases)
  SELECT authority_id, search_name, sum(change)
  FROM (
    SELECT authority_id, search_name, 1 AS change FROM new_cases WHERE deleted_at IS NULL
    UNION ALL
    SELECT authority_id, search_name, -1 FROM old_cases WHERE deleted_at IS NULL
  ) AS changes
  GROUP BY authority_id, search_name
  HAVING sum(change) <> 0
  ORDER BY authority_id, search_name
  ON CONFLICT (authority_id, search_name) DO UPDATE SET cases = named.cases + excluded.cases;

  -- A name no live case has any more is forgotten.
  DELETE FROM case_names AS named
  USING old_cases
  WHERE named.authority_id = old_cases.authority_id
    AND named.search_name = old_cases.search_name
    AND named.cases = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_summaries_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, cases)
  SELECT authority_id, status_id, assigned_officer_id, -count(*)
  FROM old_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, status_id, assigned_officer_id
  ORDER BY authority_id, status_id, assigned_officer_id
  ON CONFLICT ON CONSTRAINT case_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;

  INSERT INTO case_names AS named (authority_id, search_name, cases)
  SELECT authority_id, search_name, -count(*)
  FROM old_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, search_name
  ORDER BY authority_id, search_name
  ON CONFLICT (authority_id, search_name) DO UPDATE SET cases = named.cases + excluded.cases;

  DELETE FROM case_names AS named
  USING old_cases
  WHERE named.authority_id = old_cases.authority_id
    AND named.search_name = old_cases.search_name
    AND named.cases = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_summaries_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_counts;
  DELETE FROM case_names;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER case_summaries_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_summaries_after_insert();
--> statement-breakpoint
CREATE TRIGGER case_summaries_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_summaries_after_update();
--> statement-breakpoint
CREATE TRIGGER case_summaries_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_summaries_after_delete();
--> statement-breakpoint
CREATE TRIGGER case_summaries_truncate AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_summaries_after_truncate();
--> statement-breakpoint
INSERT INTO case_counts (authority_id, status_id, assigned_officer_id, cases)
SELECT authority_id, status_id, assigned_officer_id, count(*)
FROM cases
WHERE deleted_at IS NULL
GROUP BY authority_id, status_id, assigned_officer_id;
--> statement-breakpoint
INSERT INTO case_names (authority_id, search_name, cases)
SELECT authority_id, search_name, count(*)
FROM cases
WHERE deleted_at IS NULL
GROUP BY authority_id, search_name;
