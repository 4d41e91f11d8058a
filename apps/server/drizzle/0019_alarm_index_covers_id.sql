-- An officer's alarm counts read every open item of theirs: with the item's id in the index (for
-- the dismissals' anti-join) they are an index-only scan, without visiting the table.
-- drizzle's index builder has no INCLUDE, so the schema declares the index without it.
DROP INDEX "action_items_officer_open_idx";--> statement-breakpoint
CREATE INDEX "action_items_officer_open_idx" ON "action_items" USING btree ("authority_id","assigned_officer_id","scheduled_at") INCLUDE ("id") WHERE not "action_items"."is_completed" and "action_items"."assigned_officer_id" is not null;
