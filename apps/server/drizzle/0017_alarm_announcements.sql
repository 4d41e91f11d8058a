-- An officer's alarms change when an item on one of their cases is added, changed (completed,
-- rescheduled, moved to another officer with its case) or deleted, and when they dismiss one.
-- Each such statement announces the officers it touched, `{authority}:{officer}`, on commit, so
-- every server process can tell those officers' open pages to load their alarms again
-- (modules/alarms/alarm-events.ts). PostgreSQL folds repeats within a transaction into one.
CREATE FUNCTION announce_item_alarm_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- plpgsql plans a statement when it first runs it, so each branch names only the transition
  -- tables its operation has.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('casekeeper_alarms_changed', authority_id || ':' || assigned_officer_id)
    FROM (SELECT DISTINCT authority_id, assigned_officer_id FROM new_rows
          WHERE assigned_officer_id IS NOT NULL) AS changed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('casekeeper_alarms_changed', authority_id || ':' || assigned_officer_id)
    FROM (SELECT DISTINCT authority_id, assigned_officer_id FROM old_rows
          WHERE assigned_officer_id IS NOT NULL) AS changed;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER action_items_alarm_announce_insert AFTER INSERT ON action_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_item_alarm_change();
--> statement-breakpoint
CREATE TRIGGER action_items_alarm_announce_update AFTER UPDATE ON action_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_item_alarm_change();
--> statement-breakpoint
CREATE TRIGGER action_items_alarm_announce_delete AFTER DELETE ON action_items
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_item_alarm_change();
--> statement-breakpoint
CREATE FUNCTION announce_dismissal_alarm_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('casekeeper_alarms_changed', authority_id || ':' || web_user_id)
  FROM (SELECT DISTINCT authority_id, web_user_id FROM new_rows) AS changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER action_item_dismissals_alarm_announce AFTER INSERT ON action_item_dismissals
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_dismissal_alarm_change();
