-- The counts every list page adds up, read from indexes alone. The rows of one authority (its
-- case_counts, its blocks' counts, its due dates' counts) are spread over hundreds of the tables'
-- pages, one row in four pages: a first page read 296 pages of case_counts for 1,100 rows, a
-- middle page 538 more for 550 rows of case_list_block_counts. With `cases` in each index, the
-- rows come from 9 and 103 index pages (migration 0034, bench/RESULTS.md). drizzle's index
-- builder has no INCLUDE, so the schema declares the indexes without it.
CREATE INDEX "case_counts_authority_read_idx" ON "case_counts" USING btree ("authority_id") INCLUDE ("status_id","assigned_officer_id","clock_marks","cases");--> statement-breakpoint
CREATE INDEX "case_due_counts_read_idx" ON "case_due_counts" USING btree ("authority_id","next_running_due") INCLUDE ("status_id","assigned_officer_id","cases");--> statement-breakpoint
CREATE INDEX "case_list_block_counts_read_idx" ON "case_list_block_counts" USING btree ("block_id") INCLUDE ("status_id","cases");--> statement-breakpoint
-- An index-only read skips the table only for pages vacuum has marked all-visible, and every case
-- write changes some of these rows: vacuum these small tables after a couple of hundred changes
-- rather than after a fifth of the table. (Not `cases`: at 2 % its vacuum, forty indexes at a
-- million rows, ran beside nearly every benchmark and took its p95 from under 10 ms to 100.)
ALTER TABLE "case_counts" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 200);--> statement-breakpoint
ALTER TABLE "case_due_counts" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 200);--> statement-breakpoint
ALTER TABLE "case_list_block_counts" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 200);
