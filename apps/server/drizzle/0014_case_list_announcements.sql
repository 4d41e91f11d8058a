-- Every server process keeps recent case-list answers in memory (modules/cases/case-list-cache.ts).
-- Whatever changes what a list shows (cases, pins, officers' names, contractors' names) announces
-- the authority here, on commit, so every process drops that authority's lists at once. Triggers,
-- so no code path can change a list without telling. One announcement per authority and
-- statement: PostgreSQL folds repeats within a transaction into one.
CREATE FUNCTION announce_case_list_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('casekeeper_case_list_changed', '*');
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
--> statement-breakpoint
CREATE TRIGGER cases_list_announce_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_case_list_change();
--> statement-breakpoint
CREATE TRIGGER cases_list_announce_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_case_list_change();
--> statement-breakpoint
CREATE TRIGGER cases_list_announce_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_case_list_change();
--> statement-breakpoint
CREATE TRIGGER cases_list_announce_truncate AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION announce_case_list_change();
--> statement-breakpoint
CREATE TRIGGER case_pins_list_announce_insert AFTER INSERT ON case_pins
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_case_list_change();
--> statement-breakpoint
CREATE TRIGGER case_pins_list_announce_delete AFTER DELETE ON case_pins
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_case_list_change();
--> statement-breakpoint
-- Officers and contractors appear in the list by name: only a change of name announces (sign-ins
-- update web_users all day long).
CREATE FUNCTION announce_case_list_name_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('casekeeper_case_list_changed', NEW.authority_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER web_users_list_announce_rename AFTER UPDATE OF first_name, last_name ON web_users
  FOR EACH ROW WHEN (NEW.authority_id IS NOT NULL
    AND (OLD.first_name, OLD.last_name) IS DISTINCT FROM (NEW.first_name, NEW.last_name))
  EXECUTE FUNCTION announce_case_list_name_change();
--> statement-breakpoint
CREATE TRIGGER contractors_list_announce_rename AFTER UPDATE OF company_name ON contractors
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name)
  EXECUTE FUNCTION announce_case_list_name_change();
