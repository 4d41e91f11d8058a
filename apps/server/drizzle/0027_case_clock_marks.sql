-- Clock marks: what each case's clocks have come to, kept on the case (cases.clock_marks, bits:
-- 1 a clock missed, 2 a clock stored missed and not yet stopped, 4 a clock met; written with the
-- next due date in the transaction that moves the clocks) and counted in case_counts as a fourth
-- key. The case list filtered by any clock's Missed, Overdue or Met read every matching clock of
-- case_clocks twice before (to count them, then to test each case of a page against them): 27,000
-- clocks, 35 ms at 100,000 cases. It now counts from case_counts and tests each case's marks.
-- Beside them, the soonest due date of the case's running or paused clocks
-- (cases.next_running_due): the list filtered by any clock's DueSoon takes the cases whose
-- soonest is due within the window, by its own index, where it read every clock due soon twice.
-- A running (or paused) clock past its due date that the clocks.daily job has not yet stored as
-- missed (or moved on) is found through case_clocks_running_due_idx (none once the job has run).
-- The case list's sort indexes carry both as they carry status and officer, so a page deep in
-- a list filtered by them is read from the index alone; they are dropped before both are
-- filled in from the stored clocks (one write to each case, not one to each index as well) and
-- built again after. The summary triggers of migrations 0011 and 0012 are then re-stated with the
-- marks in case_counts' key, and case_counts counted again.
ALTER TABLE "case_counts" DROP CONSTRAINT "case_counts_key";
--> statement-breakpoint
DROP INDEX "cases_list_id_idx";
--> statement-breakpoint
DROP INDEX "cases_list_case_number_idx";
--> statement-breakpoint
DROP INDEX "cases_list_client_name_idx";
--> statement-breakpoint
DROP INDEX "cases_list_post_code_idx";
--> statement-breakpoint
DROP INDEX "cases_list_status_idx";
--> statement-breakpoint
DROP INDEX "cases_list_priority_idx";
--> statement-breakpoint
DROP INDEX "cases_list_referral_date_idx";
--> statement-breakpoint
DROP INDEX "cases_list_referral_date_desc_idx";
--> statement-breakpoint
DROP INDEX "cases_list_updated_at_idx";
--> statement-breakpoint
DROP INDEX "cases_list_next_clock_due_idx";
--> statement-breakpoint
DROP INDEX "cases_list_next_clock_due_desc_idx";
--> statement-breakpoint
DROP INDEX "cases_list_officer_idx";
--> statement-breakpoint
ALTER TABLE "case_counts" ADD COLUMN "clock_marks" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "clock_marks" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "next_running_due" date;
--> statement-breakpoint
CREATE INDEX "case_clocks_running_due_idx" ON "case_clocks" USING btree ("authority_id","due_date","state","case_id") WHERE "case_clocks"."stopped_at" is null and "case_clocks"."state" in ('running', 'paused');
--> statement-breakpoint
-- Only the new column changes, so the triggers on cases are left out of this one statement (as in
-- migration 0024); case_counts is counted again below.
ALTER TABLE cases DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE cases SET clock_marks = marked.marks, next_running_due = marked.running_due
FROM (
  SELECT authority_id, case_id,
         bit_or(CASE WHEN state = 'missed' THEN 1 ELSE 0 END
              | CASE WHEN state = 'missed' AND stopped_at IS NULL THEN 2 ELSE 0 END
              | CASE WHEN state = 'met' THEN 4 ELSE 0 END)::smallint AS marks,
         min(due_date) FILTER (WHERE stopped_at IS NULL AND state IN ('running', 'paused')) AS running_due
  FROM case_clocks
  GROUP BY authority_id, case_id
) AS marked
WHERE cases.authority_id = marked.authority_id AND cases.id = marked.case_id
  AND (marked.marks <> 0 OR marked.running_due IS NOT NULL);
--> statement-breakpoint
ALTER TABLE cases ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE INDEX "cases_list_next_running_due_idx" ON "cases" USING btree ("authority_id","next_running_due","id","status_id","assigned_officer_id","clock_marks") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_id_idx" ON "cases" USING btree ("authority_id","id","status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_case_number_idx" ON "cases" USING btree ("authority_id","case_number","id","status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_client_name_idx" ON "cases" USING btree ("authority_id",lower("client_last_name"),lower("client_first_name"),"id","status_id","assigned_officer_id","clock_marks","next_running_due","client_last_name","client_first_name") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_post_code_idx" ON "cases" USING btree ("authority_id","post_code","id","status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_status_idx" ON "cases" USING btree ("authority_id",array_position('{1,2,3,4,5,6,7,8,9,10,11}'::integer[], "status_id"),"id","status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_priority_idx" ON "cases" USING btree ("authority_id",array_position(array['Low','Normal','High','Urgent']::text[], "priority"),"id","status_id","assigned_officer_id","clock_marks","next_running_due","priority") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_referral_date_idx" ON "cases" USING btree ("authority_id","referral_date","id","status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_referral_date_desc_idx" ON "cases" USING btree ("authority_id","referral_date" DESC NULLS LAST,"id" DESC NULLS LAST,"status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_updated_at_idx" ON "cases" USING btree ("authority_id","updated_at","id","status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_next_clock_due_idx" ON "cases" USING btree ("authority_id","next_clock_due","id","status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_next_clock_due_desc_idx" ON "cases" USING btree ("authority_id","next_clock_due" DESC NULLS LAST,"id" DESC NULLS LAST,"status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "cases_list_officer_idx" ON "cases" USING btree ("authority_id","assigned_officer_id","id","status_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;
--> statement-breakpoint
ALTER TABLE "case_counts" ADD CONSTRAINT "case_counts_key" UNIQUE NULLS NOT DISTINCT("authority_id","status_id","assigned_officer_id","clock_marks");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_summaries_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, clock_marks, cases)
  SELECT authority_id, status_id, assigned_officer_id, clock_marks, count(*)
  FROM new_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, status_id, assigned_officer_id, clock_marks
  ORDER BY authority_id, status_id, assigned_officer_id, clock_marks
  ON CONFLICT ON CONSTRAINT case_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;

  INSERT INTO case_names AS named (authority_id, search_name, cases)
  SELECT authority_id, search_name, count(*)
  FROM new_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, search_name
  ORDER BY authority_id, search_name
  ON CONFLICT (authority_id, search_name) DO UPDATE SET cases = named.cases + excluded.cases;
  INSERT INTO case_id_blocks AS counted (authority_id, block, cases)
  SELECT authority_id, id / 4096, count(*)
  FROM new_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, id / 4096
  ORDER BY authority_id, id / 4096
  ON CONFLICT (authority_id, block) DO UPDATE SET cases = counted.cases + excluded.cases;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_summaries_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (an edited description, a new date) move no case between counts: nothing to write.
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, clock_marks, cases)
  SELECT authority_id, status_id, assigned_officer_id, clock_marks, sum(change)
  FROM (
    SELECT authority_id, status_id, assigned_officer_id, clock_marks, 1 AS change FROM new_cases WHERE deleted_at IS NULL
    UNION ALL
    SELECT authority_id, status_id, assigned_officer_id, clock_marks, -1 FROM old_cases WHERE deleted_at IS NULL
  ) AS changes
  GROUP BY authority_id, status_id, assigned_officer_id, clock_marks
  HAVING sum(change) <> 0
  ORDER BY authority_id, status_id, assigned_officer_id, clock_marks
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

  -- Only deleting or restoring a case moves it in or out of its block.
  INSERT INTO case_id_blocks AS counted (authority_id, block, cases)
  SELECT authority_id, id / 4096, sum(change)
  FROM (
    SELECT authority_id, id, 1 AS change FROM new_cases WHERE deleted_at IS NULL
    UNION ALL
    SELECT authority_id, id, -1 FROM old_cases WHERE deleted_at IS NULL
  ) AS changes
  GROUP BY authority_id, id / 4096
  HAVING sum(change) <> 0
  ORDER BY authority_id, id / 4096
  ON CONFLICT (authority_id, block) DO UPDATE SET cases = counted.cases + excluded.cases;

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
CREATE OR REPLACE FUNCTION case_summaries_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, clock_marks, cases)
  SELECT authority_id, status_id, assigned_officer_id, clock_marks, -count(*)
  FROM old_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, status_id, assigned_officer_id, clock_marks
  ORDER BY authority_id, status_id, assigned_officer_id, clock_marks
  ON CONFLICT ON CONSTRAINT case_counts_key DO UPDATE SET cases = counted.cases + excluded.cases;

  INSERT INTO case_names AS named (authority_id, search_name, cases)
  SELECT authority_id, search_name, -count(*)
  FROM old_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, search_name
  ORDER BY authority_id, search_name
  ON CONFLICT (authority_id, search_name) DO UPDATE SET cases = named.cases + excluded.cases;

  INSERT INTO case_id_blocks AS counted (authority_id, block, cases)
  SELECT authority_id, id / 4096, -count(*)
  FROM old_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, id / 4096
  ORDER BY authority_id, id / 4096
  ON CONFLICT (authority_id, block) DO UPDATE SET cases = counted.cases + excluded.cases;

  DELETE FROM case_names AS named
  USING old_cases
  WHERE named.authority_id = old_cases.authority_id
    AND named.search_name = old_cases.search_name
    AND named.cases = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DELETE FROM case_counts;
--> statement-breakpoint
INSERT INTO case_counts (authority_id, status_id, assigned_officer_id, clock_marks, cases)
SELECT authority_id, status_id, assigned_officer_id, clock_marks, count(*)
FROM cases
WHERE deleted_at IS NULL
GROUP BY authority_id, status_id, assigned_officer_id, clock_marks;
--> statement-breakpoint
ANALYZE case_counts;
