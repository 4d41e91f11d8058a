-- The global search matched a post code term with cases.post_code_compact LIKE '%TERM%' through
-- the trigram GIN index cases_post_code_compact_trgm_idx, which holds the post codes of every
-- authority's cases: at a million cases reading it was about 5 ms of a post code search, which
-- missed its 10 ms budget at p95. As the client names are (migration 0025), the post codes are
-- now matched among the distinct post codes of the caller's authority's live cases, kept with
-- their counts in case_post_codes, partitioned by a hash of the authority into 32 so that a search
-- reads one partition's trigram index (the authority's post codes and a thirty-second of the
-- others'); their cases are then found by the btree index cases_search_post_code_idx, which also
-- serves the stored-address lookup by whole post code (postcodes/stored-address-repository.ts).
-- case_post_codes is kept exact by statement triggers on cases of its own (the case_summaries_*
-- functions of migrations 0011 and 0012 are left as they are): each statement's changes added up
-- once and applied in key order, so that concurrent writers cannot deadlock, counting live cases
-- only; a post code no live case has any more is forgotten.
-- No statement reads cases_post_code_compact_trgm_idx or cases_search_name_trgm_idx any more: the
-- search matches names in case_names and post codes here, and the case list's search term ORs
-- them with a case number ILIKE that no index answers, so it reads the authority's cases either
-- way. Both are dropped.
CREATE TABLE case_post_codes (
  authority_id integer NOT NULL,
  post_code_compact text NOT NULL,
  cases integer NOT NULL,
  CONSTRAINT case_post_codes_post_code_compact_authority_id_pk PRIMARY KEY (post_code_compact, authority_id),
  CONSTRAINT case_post_codes_authority_id_authorities_id_fk FOREIGN KEY (authority_id) REFERENCES authorities (id)
) PARTITION BY HASH (authority_id);
--> statement-breakpoint
DO $$
BEGIN
  FOR remainder IN 0..31 LOOP
    EXECUTE format(
      'CREATE TABLE case_post_codes_%s PARTITION OF case_post_codes FOR VALUES WITH (MODULUS 32, REMAINDER %s)',
      remainder, remainder);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION case_post_codes_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_post_codes AS kept (authority_id, post_code_compact, cases)
  SELECT authority_id, post_code_compact, count(*)
  FROM new_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, post_code_compact
  ORDER BY authority_id, post_code_compact
  ON CONFLICT (post_code_compact, authority_id) DO UPDATE SET cases = kept.cases + excluded.cases;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_post_codes_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  gone_authorities integer[];
  gone_post_codes text[];
BEGIN
  -- Most updates (a description, a status, an officer) change no case's post code and neither
  -- delete nor restore one: then the rows have the same authorities, post codes and liveness
  -- after as before (as many rows each side, so no new one unlike an old one means none), and
  -- nothing is counted. A set operation rather than a join of old and new rows by id, which
  -- PostgreSQL may run as a nested loop (EXISTS stops at a first row; a plan made for one row is
  -- kept): minutes for an update of 20,000 cases.
  IF NOT EXISTS (
    SELECT authority_id, post_code_compact, deleted_at IS NULL FROM new_cases
    EXCEPT ALL
    SELECT authority_id, post_code_compact, deleted_at IS NULL FROM old_cases
  ) THEN
    RETURN NULL;
  END IF;

  WITH counted AS (
    INSERT INTO case_post_codes AS kept (authority_id, post_code_compact, cases)
    SELECT authority_id, post_code_compact, sum(change)
    FROM (
      SELECT authority_id, post_code_compact, 1 AS change FROM new_cases WHERE deleted_at IS NULL
      UNION ALL
      SELECT authority_id, post_code_compact, -1 FROM old_cases WHERE deleted_at IS NULL
    ) AS changes
    GROUP BY authority_id, post_code_compact
    HAVING sum(change) <> 0
    ORDER BY authority_id, post_code_compact
    ON CONFLICT (post_code_compact, authority_id) DO UPDATE SET cases = kept.cases + excluded.cases
    RETURNING authority_id, post_code_compact, cases
  )
  SELECT array_agg(authority_id), array_agg(post_code_compact)
  INTO gone_authorities, gone_post_codes
  FROM counted
  WHERE cases = 0;

  -- A post code no live case has any more is forgotten (its row is locked already, by the count).
  IF gone_post_codes IS NOT NULL THEN
    DELETE FROM case_post_codes AS kept
    USING unnest(gone_authorities, gone_post_codes) AS gone (authority_id, post_code_compact)
    WHERE kept.authority_id = gone.authority_id
      AND kept.post_code_compact = gone.post_code_compact
      AND kept.cases = 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_post_codes_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  gone_authorities integer[];
  gone_post_codes text[];
BEGIN
  WITH counted AS (
    INSERT INTO case_post_codes AS kept (authority_id, post_code_compact, cases)
    SELECT authority_id, post_code_compact, -count(*)
    FROM old_cases
    WHERE deleted_at IS NULL
    GROUP BY authority_id, post_code_compact
    ORDER BY authority_id, post_code_compact
    ON CONFLICT (post_code_compact, authority_id) DO UPDATE SET cases = kept.cases + excluded.cases
    RETURNING authority_id, post_code_compact, cases
  )
  SELECT array_agg(authority_id), array_agg(post_code_compact)
  INTO gone_authorities, gone_post_codes
  FROM counted
  WHERE cases = 0;

  IF gone_post_codes IS NOT NULL THEN
    DELETE FROM case_post_codes AS kept
    USING unnest(gone_authorities, gone_post_codes) AS gone (authority_id, post_code_compact)
    WHERE kept.authority_id = gone.authority_id
      AND kept.post_code_compact = gone.post_code_compact
      AND kept.cases = 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_post_codes_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_post_codes;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER case_post_codes_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_post_codes_after_insert();
--> statement-breakpoint
CREATE TRIGGER case_post_codes_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_post_codes_after_update();
--> statement-breakpoint
CREATE TRIGGER case_post_codes_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_post_codes_after_delete();
--> statement-breakpoint
CREATE TRIGGER case_post_codes_truncate AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_post_codes_after_truncate();
--> statement-breakpoint
INSERT INTO case_post_codes (authority_id, post_code_compact, cases)
SELECT authority_id, post_code_compact, count(*)
FROM cases
WHERE deleted_at IS NULL
GROUP BY authority_id, post_code_compact;
--> statement-breakpoint
-- Built once filled, rather than filled through its pending list (which every search would read in
-- full until a vacuum merged it); and written straight into afterwards, for the same reason.
CREATE INDEX case_post_codes_post_code_compact_trgm_idx ON case_post_codes USING gin (authority_id, post_code_compact gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ANALYZE case_post_codes;
--> statement-breakpoint
CREATE INDEX cases_search_post_code_idx ON cases USING btree (authority_id, post_code_compact, id, status_id, assigned_officer_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
DROP INDEX cases_post_code_compact_trgm_idx;
--> statement-breakpoint
DROP INDEX cases_search_name_trgm_idx;
