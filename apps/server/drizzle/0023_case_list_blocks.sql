CREATE TABLE "case_list_block_counts" (
	"block_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "case_list_block_counts_block_id_status_id_pk" PRIMARY KEY("block_id","status_id")
);
--> statement-breakpoint
CREATE TABLE "case_list_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_list_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authority_id" integer NOT NULL,
	"sort" text NOT NULL,
	"key_text" text NOT NULL,
	"key_text2" text NOT NULL,
	"key_number" bigint NOT NULL,
	"first_id" integer NOT NULL,
	CONSTRAINT "case_list_blocks_boundary_key" UNIQUE("authority_id","sort","key_text","key_text2","key_number","first_id")
);
--> statement-breakpoint
ALTER TABLE "case_list_block_counts" ADD CONSTRAINT "case_list_block_counts_block_fk" FOREIGN KEY ("block_id") REFERENCES "public"."case_list_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_list_blocks" ADD CONSTRAINT "case_list_blocks_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- case_list_blocks (schema/case-list-blocks.ts, docs/case-list-blocks.md): per authority and sort,
-- the live cases cut into blocks of consecutive cases in the sort's order, with each block's
-- count per status, kept exact by the statement triggers below in the writing transaction.
--
-- A case's place in a sort is its (sort key, id), encoded by case_list_sort_keys so that comparing
-- (key_text, key_text2, key_number, id) orders cases exactly as the sort's ascending index does,
-- under the database's own collation (text keys stay text). A block holds every case from its
-- boundary up to the next block's boundary; the first block of a sort also holds any case below
-- its boundary, and its boundary is lowered to the lowest case it holds, so every block's cases
-- are the first `n` cases from its boundary on.
--
-- Empty referral dates sort last both ways, so those cases are their own run of blocks
-- (key_number 2^62, in id order); no block mixes dated and undated cases.
CREATE FUNCTION case_list_block_target() RETURNS integer
LANGUAGE sql STABLE AS $$ SELECT 2000 $$;
--> statement-breakpoint
CREATE FUNCTION case_list_sort_keys(c cases)
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
    ('UpdatedAt', '', '', (extract(epoch from c.updated_at) * 1000000)::bigint)
$$;
--> statement-breakpoint
CREATE TYPE case_list_block_change AS (
  authority_id integer,
  sort text,
  key_text text,
  key_text2 text,
  key_number bigint,
  id integer,
  status_id integer,
  change integer
);
--> statement-breakpoint
-- The ids and statuses of the `total` cases from a block's boundary on, in the sort's order, each
-- read along the sort's index (schema/cases.ts).
CREATE FUNCTION case_list_block_members(blk case_list_blocks, total integer)
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
  ELSE
    RAISE EXCEPTION 'case_list_blocks: unknown sort %', blk.sort;
  END IF;
END;
$$;
--> statement-breakpoint
-- A block of more than twice the target is cut into even pieces of about the target.
CREATE FUNCTION case_list_block_split(blk case_list_blocks, total integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  pieces integer := ceil(total::numeric / case_list_block_target());
BEGIN
  DELETE FROM case_list_block_counts WHERE block_id = blk.id;
  WITH members AS (
    SELECT m.case_id, m.case_status_id, m.place, (m.place - 1) * pieces / total AS piece
    FROM case_list_block_members(blk, total) WITH ORDINALITY AS m(case_id, case_status_id, place)
  ), firsts AS (
    SELECT DISTINCT ON (members.piece) members.piece, members.case_id
    FROM members WHERE members.piece > 0 ORDER BY members.piece, members.place
  ), boundaries AS (
    INSERT INTO case_list_blocks (authority_id, sort, key_text, key_text2, key_number, first_id)
    SELECT blk.authority_id, blk.sort, k.key_text, k.key_text2, k.key_number, c.id
    FROM firsts f JOIN cases c ON c.id = f.case_id CROSS JOIN LATERAL case_list_sort_keys(c) k
    WHERE k.sort = blk.sort
    RETURNING case_list_blocks.id, case_list_blocks.first_id
  )
  INSERT INTO case_list_block_counts (block_id, status_id, cases)
  SELECT coalesce(b.id, blk.id), m.case_status_id, count(*)
  FROM members m LEFT JOIN firsts f ON f.piece = m.piece LEFT JOIN boundaries b ON b.first_id = f.case_id
  GROUP BY 1, 2;
END;
$$;
--> statement-breakpoint
-- A block past twice the target is split; one under a quarter of it joins the block before it (of
-- the same run: dated and undated referral dates never share a block); an empty one goes.
CREATE FUNCTION case_list_block_rebalance(target_id integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  blk case_list_blocks;
  total integer;
  previous_id integer;
BEGIN
  SELECT * INTO blk FROM case_list_blocks WHERE id = target_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT coalesce(sum(cases), 0) INTO total FROM case_list_block_counts WHERE block_id = target_id;
  IF total > 2 * case_list_block_target() THEN
    PERFORM case_list_block_split(blk, total);
    RETURN;
  END IF;
  IF total >= case_list_block_target() / 4 THEN
    RETURN;
  END IF;
  SELECT b.id INTO previous_id FROM case_list_blocks b
  WHERE b.authority_id = blk.authority_id AND b.sort = blk.sort
    AND (b.key_text, b.key_text2, b.key_number, b.first_id) < (blk.key_text, blk.key_text2, blk.key_number, blk.first_id)
    AND (b.key_number = 4611686018427387904) = (blk.key_number = 4611686018427387904)
  ORDER BY b.key_text DESC, b.key_text2 DESC, b.key_number DESC, b.first_id DESC
  LIMIT 1;
  IF previous_id IS NULL THEN
    -- The first block of its run: kept while it holds a case (the next block, if any, takes its
    -- place when it goes, and holds no case below its own boundary).
    IF total = 0 THEN
      DELETE FROM case_list_blocks WHERE id = target_id;
    END IF;
    RETURN;
  END IF;
  INSERT INTO case_list_block_counts AS counted (block_id, status_id, cases)
  SELECT previous_id, status_id, cases FROM case_list_block_counts
  WHERE block_id = target_id AND cases <> 0
  ORDER BY status_id
  ON CONFLICT (block_id, status_id) DO UPDATE SET cases = counted.cases + excluded.cases;
  DELETE FROM case_list_blocks WHERE id = target_id;
  PERFORM case_list_block_rebalance(previous_id);
END;
$$;
--> statement-breakpoint
-- Applies the cases' arrivals (+1) and departures (-1) at their places in each sort.
CREATE FUNCTION case_list_blocks_apply(changes case_list_block_change[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  authority integer;
  touched integer[];
  grown_or_shrunk integer;
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  -- Each statement below takes a fresh snapshot only under READ COMMITTED: under a fixed snapshot
  -- a writer waiting for the lock would not see the boundaries the last writer moved.
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'cases are written under READ COMMITTED only (case_list_blocks)';
  END IF;
  -- One writer at a time per authority, until it commits: boundaries move only under this lock,
  -- and a writer finds a case's block after it has the lock. Taken in authority order.
  FOR authority IN SELECT DISTINCT c.authority_id FROM unnest(changes) AS c ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtext('case_list_blocks'), authority);
  END LOOP;

  -- Each run's first block starts at or below every case it is to hold.
  WITH lowest AS (
    SELECT DISTINCT ON (c.authority_id, c.sort, c.key_number = 4611686018427387904)
      c.authority_id, c.sort, c.key_text, c.key_text2, c.key_number, c.id,
      c.key_number = 4611686018427387904 AS undated
    FROM unnest(changes) AS c
    WHERE c.change > 0
    ORDER BY c.authority_id, c.sort, c.key_number = 4611686018427387904, c.key_text, c.key_text2, c.key_number, c.id
  ), firsts AS (
    SELECT l.*, f.id AS block_id,
      (f.key_text, f.key_text2, f.key_number, f.first_id) > (l.key_text, l.key_text2, l.key_number, l.id) AS below
    FROM lowest l
    LEFT JOIN LATERAL (
      SELECT b.id, b.key_text, b.key_text2, b.key_number, b.first_id FROM case_list_blocks b
      WHERE b.authority_id = l.authority_id AND b.sort = l.sort
        AND (b.key_number = 4611686018427387904) = l.undated
      ORDER BY b.key_text, b.key_text2, b.key_number, b.first_id
      LIMIT 1
    ) f ON true
  ), lowered AS (
    UPDATE case_list_blocks b
    SET key_text = f.key_text, key_text2 = f.key_text2, key_number = f.key_number, first_id = f.id
    FROM firsts f
    WHERE b.id = f.block_id AND f.below
  )
  INSERT INTO case_list_blocks (authority_id, sort, key_text, key_text2, key_number, first_id)
  SELECT f.authority_id, f.sort, f.key_text, f.key_text2, f.key_number, f.id
  FROM firsts f
  WHERE f.block_id IS NULL;

  -- A case's block is the one with the greatest boundary at or below it. A change that finds no
  -- block fails on block_id's NOT NULL rather than going uncounted.
  WITH counted AS (
    INSERT INTO case_list_block_counts AS counted (block_id, status_id, cases)
    SELECT blk.id, c.status_id, sum(c.change)
    FROM unnest(changes) AS c
    LEFT JOIN LATERAL (
      SELECT b.id FROM case_list_blocks b
      WHERE b.authority_id = c.authority_id AND b.sort = c.sort
        AND (b.key_text, b.key_text2, b.key_number, b.first_id) <= (c.key_text, c.key_text2, c.key_number, c.id)
      ORDER BY b.key_text DESC, b.key_text2 DESC, b.key_number DESC, b.first_id DESC
      LIMIT 1
    ) blk ON true
    GROUP BY blk.id, c.status_id
    HAVING sum(c.change) <> 0
    ORDER BY blk.id, c.status_id
    ON CONFLICT (block_id, status_id) DO UPDATE SET cases = counted.cases + excluded.cases
    RETURNING counted.block_id
  )
  SELECT array_agg(DISTINCT counted.block_id) INTO touched FROM counted;
  IF touched IS NULL THEN
    RETURN;
  END IF;
  -- A count come down to 0 stays (at most one per block and status, gone with its block): deleting
  -- it would cost every write a statement. The touched blocks are joined to unnest() rather than
  -- tested with = ANY, whose cached generic plan read every count (5 ms a write at a million cases).
  FOR grown_or_shrunk IN
    SELECT t.block_id FROM unnest(touched) AS t(block_id)
    LEFT JOIN case_list_block_counts n ON n.block_id = t.block_id
    GROUP BY t.block_id
    HAVING coalesce(sum(n.cases), 0) > 2 * case_list_block_target()
        OR coalesce(sum(n.cases), 0) < case_list_block_target() / 4
    ORDER BY t.block_id
  LOOP
    PERFORM case_list_block_rebalance(grown_or_shrunk);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_list_blocks_after_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM case_list_blocks;
    RETURN NULL;
  END IF;
  -- plpgsql plans a statement when it first runs it, so each branch names only the transition
  -- tables its operation has.
  IF TG_OP = 'INSERT' THEN
    PERFORM case_list_blocks_apply(ARRAY(
      SELECT ROW(c.authority_id, k.sort, k.key_text, k.key_text2, k.key_number, c.id, c.status_id, 1)::case_list_block_change
      FROM new_cases c CROSS JOIN LATERAL case_list_sort_keys(c) k
      WHERE c.deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM case_list_blocks_apply(ARRAY(
      SELECT ROW(c.authority_id, k.sort, k.key_text, k.key_text2, k.key_number, c.id, c.status_id, -1)::case_list_block_change
      FROM old_cases c CROSS JOIN LATERAL case_list_sort_keys(c) k
      WHERE c.deleted_at IS NULL));
  ELSE
    -- A case whose place in a sort is unchanged (most edits, in most sorts) cancels out here.
    PERFORM case_list_blocks_apply(ARRAY(
      SELECT ROW(authority_id, sort, key_text, key_text2, key_number, id, status_id, sum(change))::case_list_block_change
      FROM (
        SELECT c.authority_id, k.sort, k.key_text, k.key_text2, k.key_number, c.id, c.status_id, 1 AS change
        FROM new_cases c CROSS JOIN LATERAL case_list_sort_keys(c) k WHERE c.deleted_at IS NULL
        UNION ALL
        SELECT c.authority_id, k.sort, k.key_text, k.key_text2, k.key_number, c.id, c.status_id, -1
        FROM old_cases c CROSS JOIN LATERAL case_list_sort_keys(c) k WHERE c.deleted_at IS NULL
      ) AS moves
      GROUP BY authority_id, sort, key_text, key_text2, key_number, id, status_id
      HAVING sum(change) <> 0));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER case_list_blocks_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_list_blocks_after_change();
--> statement-breakpoint
CREATE TRIGGER case_list_blocks_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_list_blocks_after_change();
--> statement-breakpoint
CREATE TRIGGER case_list_blocks_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_list_blocks_after_change();
--> statement-breakpoint
CREATE TRIGGER case_list_blocks_truncate AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_list_blocks_after_change();
--> statement-breakpoint
-- The cases already there, authority by authority, as if each had just been added.
DO $$
DECLARE
  authority integer;
BEGIN
  FOR authority IN SELECT DISTINCT authority_id FROM cases WHERE deleted_at IS NULL ORDER BY 1 LOOP
    PERFORM case_list_blocks_apply(ARRAY(
      SELECT ROW(c.authority_id, k.sort, k.key_text, k.key_text2, k.key_number, c.id, c.status_id, 1)::case_list_block_change
      FROM cases c CROSS JOIN LATERAL case_list_sort_keys(c) k
      WHERE c.authority_id = authority AND c.deleted_at IS NULL));
  END LOOP;
END;
$$;
