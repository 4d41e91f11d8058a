-- Issue 34: the Status and Priority sorts read one status or priority at a time along these
-- indexes, in the order the contract gives (the status master, a parameter): the indexes on
-- ranks copied from the contract into their definitions go.
DROP INDEX "cases_list_status_idx";--> statement-breakpoint
DROP INDEX "cases_list_priority_idx";--> statement-breakpoint
CREATE INDEX "cases_list_status_idx" ON "cases" USING btree ("authority_id","status_id","id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_priority_idx" ON "cases" USING btree ("authority_id","priority","id","status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;