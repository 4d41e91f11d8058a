-- A bulk run (modules/bulk-actions) changes thousands of cases, one transaction each: announcing
-- every one dropped the other processes' kept case lists all the time. A run's transactions say
-- so (`casekeeper.case_list_announce` = 'deferred', for that transaction alone), and the run
-- announces the authority itself once per batch and at its end (modules/cases/
-- case-list-announcements.ts). Every other write announces on commit as before (migration 0014).
CREATE OR REPLACE FUNCTION announce_case_list_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('casekeeper_case_list_changed', '*');
    RETURN NULL;
  END IF;
  IF current_setting('casekeeper.case_list_announce', true) = 'deferred' THEN
    RETURN NULL;
  END IF;
  -- plpgsql plans a statement when it first runs it, so each branch names only the transition
  -- tables its operation has.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('casekeeper_case_list_changed', authority_id::text)
    FROM (SELECT DISTINCT authority_id FROM new_rows WHERE authority_id IS NOT NULL) AS changed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('casekeeper_case_list_changed', authority_id::text)
    FROM (SELECT DISTINCT authority_id FROM old_rows WHERE authority_id IS NOT NULL) AS changed;
  END IF;
  RETURN NULL;
END;
$$;
