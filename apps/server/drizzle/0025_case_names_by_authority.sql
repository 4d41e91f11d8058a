-- The global search matches a term against the distinct client names of the caller's authority
-- (case_names, kept by the triggers of migration 0012) through a trigram GIN index. That index
-- held every authority's names: at a million cases the largest authority's 4,009 names were
-- found among 200,058, and reading the trigrams' posting lists for all of them was most of a name
-- search (7.1 ms for "smith", 13 ms for a typo). Partitioned by authority (a hash of its id into
-- 32), each search reads one partition's index: the authority's names and a thirty-second of the
-- others' (0.7 and 1.0 ms). The table keeps its name, columns, key and index names, so the
-- schema (db/schema/case-names.ts) and the triggers are unchanged; a generic plan prunes to one
-- partition when it runs.
ALTER TABLE case_names RENAME TO case_names_unpartitioned;
--> statement-breakpoint
ALTER TABLE case_names_unpartitioned RENAME CONSTRAINT case_names_search_name_authority_id_pk TO case_names_unpartitioned_pk;
--> statement-breakpoint
ALTER TABLE case_names_unpartitioned RENAME CONSTRAINT case_names_authority_id_authorities_id_fk TO case_names_unpartitioned_authority_fk;
--> statement-breakpoint
ALTER INDEX case_names_search_name_trgm_idx RENAME TO case_names_unpartitioned_trgm_idx;
--> statement-breakpoint
CREATE TABLE case_names (
  authority_id integer NOT NULL,
  search_name text NOT NULL,
  cases integer NOT NULL,
  CONSTRAINT case_names_search_name_authority_id_pk PRIMARY KEY (search_name, authority_id),
  CONSTRAINT case_names_authority_id_authorities_id_fk FOREIGN KEY (authority_id) REFERENCES authorities (id)
) PARTITION BY HASH (authority_id);
--> statement-breakpoint
DO $$
BEGIN
  FOR remainder IN 0..31 LOOP
    EXECUTE format(
      'CREATE TABLE case_names_%s PARTITION OF case_names FOR VALUES WITH (MODULUS 32, REMAINDER %s)',
      remainder, remainder);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE INDEX case_names_search_name_trgm_idx ON case_names USING gin (authority_id, search_name gin_trgm_ops);
--> statement-breakpoint
INSERT INTO case_names (authority_id, search_name, cases)
SELECT authority_id, search_name, cases FROM case_names_unpartitioned;
--> statement-breakpoint
DROP TABLE case_names_unpartitioned;
--> statement-breakpoint
ANALYZE case_names;
