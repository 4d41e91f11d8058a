-- Issue 34: the case list pages by keyset (docs/case-list-paging.md), so the counted blocks of
-- migration 0023 go: their triggers (with the advisory lock every writer of an authority took),
-- their functions (with the status and priority orders copied into SQL) and their tables. So does
-- case_id_blocks (migration 0012), which nothing has read since 0023 and whose one row per 4,096
-- ids every new case of an authority updated. The case summaries' trigger functions are the same
-- as 0027's without it.
DROP TRIGGER case_list_blocks_insert ON cases;--> statement-breakpoint
DROP TRIGGER case_list_blocks_update ON cases;--> statement-breakpoint
DROP TRIGGER case_list_blocks_delete ON cases;--> statement-breakpoint
DROP TRIGGER case_list_blocks_truncate ON cases;--> statement-breakpoint
DROP FUNCTION case_list_blocks_after_change();--> statement-breakpoint
DROP FUNCTION case_list_blocks_apply(case_list_block_change[]);--> statement-breakpoint
DROP FUNCTION case_list_block_rebalance(integer);--> statement-breakpoint
DROP FUNCTION case_list_block_split(case_list_blocks, integer);--> statement-breakpoint
DROP FUNCTION case_list_block_members(case_list_blocks, integer);--> statement-breakpoint
DROP FUNCTION case_list_block_target();--> statement-breakpoint
DROP FUNCTION case_list_sort_keys(cases);--> statement-breakpoint
DROP TYPE case_list_block_change;--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_summaries_after_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_summaries_after_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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


  -- A name no live case has any more is forgotten.
  DELETE FROM case_names AS named
  USING old_cases
  WHERE named.authority_id = old_cases.authority_id
    AND named.search_name = old_cases.search_name
    AND named.cases = 0;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_summaries_after_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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


  DELETE FROM case_names AS named
  USING old_cases
  WHERE named.authority_id = old_cases.authority_id
    AND named.search_name = old_cases.search_name
    AND named.cases = 0;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_summaries_after_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM case_counts;
  DELETE FROM case_names;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
DROP TABLE "case_id_blocks" CASCADE;--> statement-breakpoint
DROP TABLE "case_list_block_counts" CASCADE;--> statement-breakpoint
DROP TABLE "case_list_blocks" CASCADE;--> statement-breakpoint
DROP INDEX "cases_list_case_number_idx";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "case_year" integer GENERATED ALWAYS AS (split_part(case_number, '-', 2)::integer) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "case_sequence" integer GENERATED ALWAYS AS (split_part(case_number, '-', 3)::integer) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_list_case_number_idx" ON "cases" USING btree ("authority_id","case_year","case_sequence","id","status_id","assigned_officer_id","clock_marks","next_running_due") WHERE "cases"."deleted_at" is null;