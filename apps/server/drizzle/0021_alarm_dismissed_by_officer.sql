-- action_items.dismissed_by_officer: whether the officer in assigned_officer_id has dismissed the
-- item (a row of action_item_dismissals), so that an officer's alarms are index ranges of
-- action_items_officer_open_idx with no anti-join against the dismissals. A dismissal is its
-- maker's: it hides the item from them only, so the flag is worked out again whenever the item's
-- officer changes (a reassigned, deleted or restored case; migration 0016's triggers) and whenever
-- a dismissal is added or removed. One rule, in one trigger, whatever code path writes.
--
-- Dismissals first, then action_items (the order a dismissal's insert takes them in): no
-- dismissal is added or removed between the backfill and the triggers.
LOCK TABLE "action_item_dismissals" IN SHARE MODE;--> statement-breakpoint
-- A constant default: no rewrite of the table.
ALTER TABLE "action_items" ADD COLUMN "dismissed_by_officer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "action_items" AS i SET "dismissed_by_officer" = true
FROM "action_item_dismissals" AS d
WHERE d."authority_id" = i."authority_id" AND d."action_item_id" = i."id" AND d."web_user_id" = i."assigned_officer_id";--> statement-breakpoint
CREATE FUNCTION action_items_take_officer_dismissal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.dismissed_by_officer := EXISTS (
    SELECT FROM action_item_dismissals d
    WHERE d.web_user_id = NEW.assigned_officer_id AND d.action_item_id = NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Named to fire after action_items_case_officer (a table's triggers on one event fire in name
-- order), so it reads the officer that trigger has just set. Firing on an update of the flag
-- itself too means nothing can set the flag but this rule.
CREATE TRIGGER action_items_officer_dismissal
BEFORE INSERT OR UPDATE OF case_id, assigned_officer_id, dismissed_by_officer ON action_items
FOR EACH ROW EXECUTE FUNCTION action_items_take_officer_dismissal();
--> statement-breakpoint
-- A dismissal added or removed touches its item, whose trigger above works the flag out again.
-- The touch takes the item's row lock, so it and a reassignment of the item's case at the same
-- moment run one after the other, the second seeing the first's outcome.
CREATE FUNCTION action_item_dismissals_touch_item() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE action_items SET dismissed_by_officer = dismissed_by_officer
    WHERE authority_id = OLD.authority_id AND id = OLD.action_item_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE action_items SET dismissed_by_officer = dismissed_by_officer
    WHERE authority_id = NEW.authority_id AND id = NEW.action_item_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER action_item_dismissals_item_flag
AFTER INSERT OR DELETE OR UPDATE OF web_user_id, action_item_id, authority_id ON action_item_dismissals
FOR EACH ROW EXECUTE FUNCTION action_item_dismissals_touch_item();
--> statement-breakpoint
-- Narrowed to the items the officer has not dismissed, with id as the lists' tie-break (it was an
-- INCLUDE column, migration 0019, for the anti-join that this replaces).
DROP INDEX "action_items_officer_open_idx";--> statement-breakpoint
CREATE INDEX "action_items_officer_open_idx" ON "action_items" USING btree ("authority_id","assigned_officer_id","scheduled_at","id") WHERE not "action_items"."is_completed" and "action_items"."assigned_officer_id" is not null and not "action_items"."dismissed_by_officer";
