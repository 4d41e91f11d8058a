CREATE TABLE "action_item_dismissals" (
	"web_user_id" integer NOT NULL,
	"action_item_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_item_dismissals_pkey" PRIMARY KEY("web_user_id","action_item_id")
);
--> statement-breakpoint
DROP INDEX "action_items_alarm_idx";--> statement-breakpoint
ALTER TABLE "action_items" ADD COLUMN "assigned_officer_id" integer;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_authority_id_id_key" UNIQUE("authority_id","id");--> statement-breakpoint
ALTER TABLE "action_item_dismissals" ADD CONSTRAINT "action_item_dismissals_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_item_dismissals" ADD CONSTRAINT "action_item_dismissals_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_item_dismissals" ADD CONSTRAINT "action_item_dismissals_item_fk" FOREIGN KEY ("authority_id","action_item_id") REFERENCES "public"."action_items"("authority_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_items_case_idx" ON "action_items" USING btree ("authority_id","case_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "action_items_officer_open_idx" ON "action_items" USING btree ("authority_id","assigned_officer_id","scheduled_at") WHERE not "action_items"."is_completed" and "action_items"."assigned_officer_id" is not null;--> statement-breakpoint
ALTER TABLE "action_diaries" DROP COLUMN "deleted_at";--> statement-breakpoint
ALTER TABLE "action_items" DROP COLUMN "dismissed_at";--> statement-breakpoint
-- action_items.assigned_officer_id: the officer of the item's case while the case is live, so
-- that an officer's alarms are one read of action_items_officer_open_idx. Kept by triggers in the
-- writing transaction, whatever code path writes: a new item takes its case's officer, and a
-- case's reassignment or deletion passes to its items.
CREATE FUNCTION action_items_take_case_officer() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN c.deleted_at IS NULL THEN c.assigned_officer_id END
  INTO NEW.assigned_officer_id
  FROM cases c
  WHERE c.authority_id = NEW.authority_id AND c.id = NEW.case_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER action_items_case_officer
BEFORE INSERT OR UPDATE OF case_id, assigned_officer_id ON action_items
FOR EACH ROW EXECUTE FUNCTION action_items_take_case_officer();
--> statement-breakpoint
CREATE FUNCTION cases_pass_officer_to_action_items() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE action_items
  SET assigned_officer_id = CASE WHEN NEW.deleted_at IS NULL THEN NEW.assigned_officer_id END
  WHERE authority_id = NEW.authority_id AND case_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cases_action_items_officer
AFTER UPDATE OF assigned_officer_id, deleted_at ON cases
FOR EACH ROW
WHEN (OLD.assigned_officer_id IS DISTINCT FROM NEW.assigned_officer_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
EXECUTE FUNCTION cases_pass_officer_to_action_items();
--> statement-breakpoint
-- Items written before this migration: the insert trigger's rule, applied by its update arm.
UPDATE action_items SET assigned_officer_id = NULL;
