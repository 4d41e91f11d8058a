-- case_id_blocks: how many live cases per authority and block of 4,096 case ids
-- (schema/case-id-blocks.ts), kept by the statement triggers of migration 0011, which gain it.
CREATE TABLE "case_id_blocks" (
	"authority_id" integer NOT NULL,
	"block" integer NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "case_id_blocks_authority_id_block_pk" PRIMARY KEY("authority_id","block")
);
--> statement-breakpoint
ALTER TABLE "case_id_blocks" ADD CONSTRAINT "case_id_blocks_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_summaries_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, cases)
  SELECT authority_id, status_id, assigned_officer_id, count(*)
  FROM new_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, status_id, assigned_officer_id
  ORDER BY authority_id, status_id, assigned_officer_id
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
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, cases)
  SELECT authority_id, status_id, assigned_officer_id, sum(change)
  FROM (
    SELECT authority_id, status_id, assigned_officer_id, 1 AS change FROM new_cases WHERE deleted_at IS NULL
    UNION ALL
    SELECT authority_id, status_id, assigned_officer_id, -1 FROM old_cases WHERE deleted_at IS NULL
  ) AS changes
  GROUP BY authority_id, status_id, assigned_officer_id
  HAVING sum(change) <> 0
  ORDER BY authority_id, status_id, assigned_officer_id
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
  INSERT INTO case_counts AS counted (authority_id, status_id, assigned_officer_id, cases)
  SELECT authority_id, status_id, assigned_officer_id, -count(*)
  FROM old_cases
  WHERE deleted_at IS NULL
  GROUP BY authority_id, status_id, assigned_officer_id
  ORDER BY authority_id, status_id, assigned_officer_id
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
CREATE OR REPLACE FUNCTION case_summaries_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_counts;
  DELETE FROM case_names;
  DELETE FROM case_id_blocks;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO case_id_blocks (authority_id, block, cases)
SELECT authority_id, id / 4096, count(*)
FROM cases
WHERE deleted_at IS NULL
GROUP BY authority_id, id / 4096;
