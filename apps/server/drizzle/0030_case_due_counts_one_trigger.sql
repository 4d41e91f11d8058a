-- One function keeps case_due_counts for every write to `cases` (0029 had one per kind of write,
-- each ending with the same clean-up), and the clean-up of rows left at zero runs only when a
-- count moved: most updates (an edit of a client's details) move none.
CREATE FUNCTION case_due_counts_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO case_due_counts AS counted (authority_id, next_running_due, status_id, assigned_officer_id, cases)
    SELECT authority_id, next_running_due, status_id, assigned_officer_id, count(*)
    FROM new_cases
    WHERE deleted_at IS NULL AND next_running_due IS NOT NULL
    GROUP BY authority_id, next_running_due, status_id, assigned_officer_id
    ORDER BY authority_id, next_running_due, status_id, assigned_officer_id
    ON CONFLICT ON CONSTRAINT case_due_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;
    -- Counts only go up: none can reach zero.
    RETURN NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO case_due_counts AS counted (authority_id, next_running_due, status_id, assigned_officer_id, cases)
    SELECT authority_id, next_running_due, status_id, assigned_officer_id, sum(change)
    FROM (
      SELECT authority_id, next_running_due, status_id, assigned_officer_id, 1 AS change
      FROM new_cases WHERE deleted_at IS NULL AND next_running_due IS NOT NULL
      UNION ALL
      SELECT authority_id, next_running_due, status_id, assigned_officer_id, -1
      FROM old_cases WHERE deleted_at IS NULL AND next_running_due IS NOT NULL
    ) AS changes
    GROUP BY authority_id, next_running_due, status_id, assigned_officer_id
    HAVING sum(change) <> 0
    ORDER BY authority_id, next_running_due, status_id, assigned_officer_id
    ON CONFLICT ON CONSTRAINT case_due_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;
  ELSE
    INSERT INTO case_due_counts AS counted (authority_id, next_running_due, status_id, assigned_officer_id, cases)
    SELECT authority_id, next_running_due, status_id, assigned_officer_id, -count(*)
    FROM old_cases
    WHERE deleted_at IS NULL AND next_running_due IS NOT NULL
    GROUP BY authority_id, next_running_due, status_id, assigned_officer_id
    ORDER BY authority_id, next_running_due, status_id, assigned_officer_id
    ON CONFLICT ON CONSTRAINT case_due_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;
  END IF;
  -- A count that went down may have reached zero; its key is an old row's. Nothing moved, nothing to drop.
  IF FOUND THEN
    DELETE FROM case_due_counts AS counted
    USING old_cases
    WHERE counted.cases = 0
      AND counted.authority_id = old_cases.authority_id
      AND counted.next_running_due = old_cases.next_running_due
      AND counted.status_id = old_cases.status_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER case_due_counts_insert ON cases;
--> statement-breakpoint
DROP TRIGGER case_due_counts_update ON cases;
--> statement-breakpoint
DROP TRIGGER case_due_counts_delete ON cases;
--> statement-breakpoint
CREATE TRIGGER case_due_counts_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_due_counts_after_write();
--> statement-breakpoint
CREATE TRIGGER case_due_counts_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_due_counts_after_write();
--> statement-breakpoint
CREATE TRIGGER case_due_counts_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_due_counts_after_write();
--> statement-breakpoint
DROP FUNCTION case_due_counts_after_insert();
--> statement-breakpoint
DROP FUNCTION case_due_counts_after_update();
--> statement-breakpoint
DROP FUNCTION case_due_counts_after_delete();
