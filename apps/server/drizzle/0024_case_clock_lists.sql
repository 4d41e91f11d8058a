DROP INDEX "case_clocks_due_idx";--> statement-breakpoint
DROP INDEX "case_clocks_definition_due_idx";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "next_clock_due" date;--> statement-breakpoint
ALTER TABLE "case_clocks" ADD COLUMN "working_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_list_next_clock_due_idx" ON "cases" USING btree ("authority_id","next_clock_due","id","status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cases_list_next_clock_due_desc_idx" ON "cases" USING btree ("authority_id","next_clock_due" DESC NULLS LAST,"id" DESC NULLS LAST,"status_id","assigned_officer_id") WHERE "cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "case_clocks_open_due_idx" ON "case_clocks" USING btree ("authority_id","due_date","definition_id","state","case_id") WHERE "case_clocks"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "case_clocks_state_stopped_idx" ON "case_clocks" USING btree ("authority_id","state","stopped_at","definition_id","case_id");--> statement-breakpoint
CREATE INDEX "case_clocks_open_definition_due_idx" ON "case_clocks" USING btree ("authority_id","definition_id","due_date","state","case_id") WHERE "case_clocks"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "case_clocks_definition_stopped_idx" ON "case_clocks" USING btree ("authority_id","definition_id","stopped_at");--> statement-breakpoint
-- The clocks of soft-deleted cases go (they matched nothing the list shows but would be counted
-- by it, cases/case-list-clock-filter.ts); a restored case's authority is marked for its clocks to
-- be worked out again by the clocks.recompute job.
DELETE FROM case_clocks cc USING cases c WHERE c.id = cc.case_id AND c.deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION case_clocks_follow_deletion() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_clocks cc USING new_rows n, old_rows o
  WHERE n.id = o.id AND cc.case_id = n.id AND n.deleted_at IS NOT NULL AND o.deleted_at IS NULL;
  UPDATE authorities a SET clocks_stale_since = now()
  WHERE a.id IN (SELECT n.authority_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                 WHERE n.deleted_at IS NULL AND o.deleted_at IS NOT NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER case_clocks_follow_deletion AFTER UPDATE ON cases
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION case_clocks_follow_deletion();
--> statement-breakpoint
-- Each live case's next due date (docs/clocks.md), from the clocks kept so far. Only the new column
-- changes, so the triggers on cases (counts, blocks, insight, list announcements) have nothing to do
-- and are left out of this one statement; the NextDue blocks are built below.
ALTER TABLE cases DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE cases c SET next_clock_due = d.due
FROM (
  SELECT case_id, min(due_date) AS due FROM case_clocks
  WHERE stopped_at IS NULL AND due_date IS NOT NULL
  GROUP BY case_id
) d
WHERE d.case_id = c.id;
--> statement-breakpoint
ALTER TABLE cases ENABLE TRIGGER USER;
--> statement-breakpoint
-- Working days run, kept from now on: every authority's clocks are worked out again by the
-- clocks.recompute job, which fills them in.
UPDATE authorities SET clocks_stale_since = now();
--> statement-breakpoint
-- The NextDue sort in case_list_blocks (docs/case-list-blocks.md): empty due dates last, as their
-- own run, encoded as empty referral dates are.
CREATE OR REPLACE FUNCTION case_list_sort_keys(c cases)
RETURNS TABLE (sort text, key_text text, key_text2 text, key_number bigint)
LANGUAGE sql STABLE AS $$
  VALUES
    ('CaseManagerDetailId', '', '', 0::bigint),
    ('CaseNumber', c.case_number, '', 0),
    ('ClientName', lower(c.client_last_name), lower(c.client_first_name), 0),
    ('PostCode', c.post_code, '', 0),
    ('Status', '', '', array_position('{1,2,3,4,5,6,7,8,9,10,11}'::integer[], c.status_id)),
    ('Priority', '', '', array_position(array['Low','Normal','High','Urgent']::text[], c.priority)),
    ('ReferralDate', '', '', coalesce(c.referral_date - date '2000-01-01', 4611686018427387904)),
    ('UpdatedAt', '', '', (extract(epoch from c.updated_at) * 1000000)::bigint),
    ('NextDue', '', '', coalesce(c.next_clock_due - date '2000-01-01', 4611686018427387904))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_list_block_members(blk case_list_blocks, total integer)
RETURNS TABLE (case_id integer, case_status_id integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF blk.sort = 'CaseManagerDetailId' THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL AND c.id >= blk.first_id
      ORDER BY c.id LIMIT total;
  ELSIF blk.sort = 'CaseNumber' THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND (c.case_number, c.id) >= (blk.key_text, blk.first_id)
      ORDER BY c.case_number, c.id LIMIT total;
  ELSIF blk.sort = 'ClientName' THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND (lower(c.client_last_name), lower(c.client_first_name), c.id) >= (blk.key_text, blk.key_text2, blk.first_id)
      ORDER BY lower(c.client_last_name), lower(c.client_first_name), c.id LIMIT total;
  ELSIF blk.sort = 'PostCode' THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND (c.post_code, c.id) >= (blk.key_text, blk.first_id)
      ORDER BY c.post_code, c.id LIMIT total;
  ELSIF blk.sort = 'Status' THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND (array_position('{1,2,3,4,5,6,7,8,9,10,11}'::integer[], c.status_id), c.id) >= (blk.key_number::integer, blk.first_id)
      ORDER BY array_position('{1,2,3,4,5,6,7,8,9,10,11}'::integer[], c.status_id), c.id LIMIT total;
  ELSIF blk.sort = 'Priority' THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND (array_position(array['Low','Normal','High','Urgent']::text[], c.priority), c.id) >= (blk.key_number::integer, blk.first_id)
      ORDER BY array_position(array['Low','Normal','High','Urgent']::text[], c.priority), c.id LIMIT total;
  ELSIF blk.sort = 'ReferralDate' AND blk.key_number = 4611686018427387904 THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND c.referral_date IS NULL AND c.id >= blk.first_id
      ORDER BY c.referral_date, c.id LIMIT total;
  ELSIF blk.sort = 'ReferralDate' THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND (c.referral_date, c.id) >= (date '2000-01-01' + blk.key_number::integer, blk.first_id)
      ORDER BY c.referral_date, c.id LIMIT total;
  ELSIF blk.sort = 'UpdatedAt' THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND (c.updated_at, c.id) >= (timestamptz 'epoch' + (blk.key_number / 1000000) * interval '1 second'
          + (blk.key_number % 1000000) * interval '1 microsecond', blk.first_id)
      ORDER BY c.updated_at, c.id LIMIT total;
  ELSIF blk.sort = 'NextDue' AND blk.key_number = 4611686018427387904 THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND c.next_clock_due IS NULL AND c.id >= blk.first_id
      ORDER BY c.next_clock_due, c.id LIMIT total;
  ELSIF blk.sort = 'NextDue' THEN
    RETURN QUERY SELECT c.id, c.status_id FROM cases c
      WHERE c.authority_id = blk.authority_id AND c.deleted_at IS NULL
        AND (c.next_clock_due, c.id) >= (date '2000-01-01' + blk.key_number::integer, blk.first_id)
      ORDER BY c.next_clock_due, c.id LIMIT total;
  ELSE
    RAISE EXCEPTION 'case_list_blocks: unknown sort %', blk.sort;
  END IF;
END;
$$;
--> statement-breakpoint
-- The NextDue blocks of the cases already there, authority by authority, as if each had just been added.
DO $$
DECLARE
  authority integer;
BEGIN
  FOR authority IN SELECT DISTINCT authority_id FROM cases WHERE deleted_at IS NULL ORDER BY 1 LOOP
    PERFORM case_list_blocks_apply(ARRAY(
      SELECT ROW(c.authority_id, k.sort, k.key_text, k.key_text2, k.key_number, c.id, c.status_id, 1)::case_list_block_change
      FROM cases c CROSS JOIN LATERAL case_list_sort_keys(c) k
      WHERE c.authority_id = authority AND c.deleted_at IS NULL AND k.sort = 'NextDue'));
  END LOOP;
END;
$$;
