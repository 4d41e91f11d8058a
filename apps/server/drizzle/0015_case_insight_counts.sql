-- case_insight_counts (schema/case-insight-counts.ts): the dashboard's figures over the live cases,
-- kept exact by statement triggers on cases and case_status_history in the writing transaction.
-- One rule keeps it right whatever order a transaction writes a case and its history in: the
-- table always holds the sum, over the live cases, of case_insight_facts(case row, its history);
-- every trigger takes away the facts of the cases it touches as they were and adds them as they are.
CREATE TABLE "case_insight_counts" (
	"authority_id" integer NOT NULL,
	"fact" text NOT NULL,
	"status_id" integer NOT NULL,
	"assigned_officer_id" integer,
	"contractor_id" integer,
	"month" date,
	"stay_status_id" integer,
	"cases" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"completed_stays" integer DEFAULT 0 NOT NULL,
	"completed_seconds" bigint DEFAULT 0 NOT NULL,
	"current_stays" integer DEFAULT 0 NOT NULL,
	"current_since_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "case_insight_counts_key" UNIQUE NULLS NOT DISTINCT("authority_id","fact","status_id","assigned_officer_id","contractor_id","month","stay_status_id")
);
--> statement-breakpoint
ALTER TABLE "case_insight_counts" ADD CONSTRAINT "case_insight_counts_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- What one set of cases adds to case_insight_counts, from each case row and its status history
-- (less the history rows `skipped_history`, which is how a trigger sees the history before its
-- statement). A stay in a status ends at the case's next change; the current stay began at the
-- last change (at creation for a case without history). Closed (9) and Withdrawn (11) are the
-- seeded statuses that end a case (packages/contract/src/statuses.ts).
CREATE FUNCTION case_insight_facts(case_rows cases[], skipped_history integer[])
RETURNS TABLE (
  authority_id integer, fact text, status_id integer, assigned_officer_id integer,
  contractor_id integer, month date, stay_status_id integer, cases integer, opened integer,
  ended integer, completed_stays integer, completed_seconds bigint, current_stays integer,
  current_since_seconds bigint
)
LANGUAGE sql STABLE AS $$
  WITH live AS (
    SELECT c.id, c.authority_id, c.status_id, c.assigned_officer_id, c.contractor_id, c.created_at
    FROM unnest(case_rows) AS c
    WHERE c.deleted_at IS NULL
  ),
  stays AS (
    SELECT h.case_id, h.to_status_id, h.changed_at,
           lead(h.changed_at) OVER (PARTITION BY h.case_id ORDER BY h.changed_at, h.id) AS left_at
    FROM live
    JOIN case_status_history AS h ON h.authority_id = live.authority_id AND h.case_id = live.id
    -- An anti-join rather than <> ALL: a bulk insert skips as many rows as it wrote.
    LEFT JOIN unnest(skipped_history) AS skipped(id) ON skipped.id = h.id
    WHERE skipped.id IS NULL
  ),
  latest AS (
    SELECT stays.case_id, max(stays.changed_at) AS changed_at FROM stays GROUP BY stays.case_id
  ),
  current AS (
    SELECT live.*, coalesce(latest.changed_at, live.created_at) AS since
    FROM live LEFT JOIN latest ON latest.case_id = live.id
  )
  SELECT live.authority_id, 'case', live.status_id, live.assigned_officer_id, live.contractor_id,
         NULL::date, NULL::integer, 1, 0, 0, 0, 0::bigint, 0, 0::bigint
  FROM live
  UNION ALL
  SELECT live.authority_id, 'month', live.status_id, live.assigned_officer_id, NULL,
         date_trunc('month', live.created_at AT TIME ZONE 'Europe/London')::date, NULL, 0, 1, 0, 0, 0, 0, 0
  FROM live
  UNION ALL
  SELECT current.authority_id, 'month', current.status_id, current.assigned_officer_id, NULL,
         date_trunc('month', current.since AT TIME ZONE 'Europe/London')::date, NULL, 0, 0, 1, 0, 0, 0, 0
  FROM current
  WHERE current.status_id IN (9, 11)
  UNION ALL
  SELECT live.authority_id, 'stay', live.status_id, live.assigned_officer_id, NULL, NULL,
         stays.to_status_id, 0, 0, 0, 1, round(extract(epoch FROM stays.left_at - stays.changed_at))::bigint,
         0, 0
  FROM stays JOIN live ON live.id = stays.case_id
  WHERE stays.left_at IS NOT NULL
  UNION ALL
  SELECT current.authority_id, 'stay', current.status_id, current.assigned_officer_id, NULL, NULL,
         current.status_id, 0, 0, 0, 0, 0, 1, round(extract(epoch FROM current.since))::bigint
  FROM current
$$;
--> statement-breakpoint
-- Takes away the facts of `removed` and adds those of `added`, in key order so that concurrent
-- writers lock the summary rows in one order and cannot deadlock.
CREATE FUNCTION case_insight_apply(
  removed cases[], removed_skipping integer[], added cases[], added_skipping integer[]
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO case_insight_counts AS counted (
    authority_id, fact, status_id, assigned_officer_id, contractor_id, month, stay_status_id, cases,
    opened, ended, completed_stays, completed_seconds, current_stays, current_since_seconds
  )
  SELECT authority_id, fact, status_id, assigned_officer_id, contractor_id, month, stay_status_id,
         sum(cases), sum(opened), sum(ended), sum(completed_stays), sum(completed_seconds),
         sum(current_stays), sum(current_since_seconds)
  FROM (
    SELECT f.authority_id, f.fact, f.status_id, f.assigned_officer_id, f.contractor_id, f.month,
           f.stay_status_id, -f.cases AS cases, -f.opened AS opened, -f.ended AS ended,
           -f.completed_stays AS completed_stays, -f.completed_seconds AS completed_seconds,
           -f.current_stays AS current_stays, -f.current_since_seconds AS current_since_seconds
    FROM case_insight_facts(removed, removed_skipping) AS f
    UNION ALL
    SELECT * FROM case_insight_facts(added, added_skipping)
  ) AS changes
  GROUP BY authority_id, fact, status_id, assigned_officer_id, contractor_id, month, stay_status_id
  HAVING sum(cases) <> 0 OR sum(opened) <> 0 OR sum(ended) <> 0 OR sum(completed_stays) <> 0
      OR sum(completed_seconds) <> 0 OR sum(current_stays) <> 0 OR sum(current_since_seconds) <> 0
  ORDER BY authority_id, fact, status_id, assigned_officer_id, contractor_id, month, stay_status_id
  ON CONFLICT ON CONSTRAINT case_insight_counts_key DO UPDATE SET
    cases = counted.cases + excluded.cases,
    opened = counted.opened + excluded.opened,
    ended = counted.ended + excluded.ended,
    completed_stays = counted.completed_stays + excluded.completed_stays,
    completed_seconds = counted.completed_seconds + excluded.completed_seconds,
    current_stays = counted.current_stays + excluded.current_stays,
    current_since_seconds = counted.current_since_seconds + excluded.current_since_seconds;
$$;
--> statement-breakpoint
CREATE FUNCTION case_insight_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added cases[];
BEGIN
  SELECT array_agg(n ORDER BY n.id) INTO added FROM new_cases AS n;
  PERFORM case_insight_apply('{}', '{}', added, '{}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_insight_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  removed cases[];
  added cases[];
BEGIN
  -- Most updates (an edited description) change nothing the figures read: nothing to write.
  SELECT array_agg(o ORDER BY o.id), array_agg(n ORDER BY n.id) INTO removed, added
  FROM old_cases AS o JOIN new_cases AS n ON n.id = o.id
  WHERE (o.status_id, o.assigned_officer_id, o.contractor_id, o.created_at, o.deleted_at IS NULL)
        IS DISTINCT FROM (n.status_id, n.assigned_officer_id, n.contractor_id, n.created_at, n.deleted_at IS NULL);
  IF removed IS NOT NULL THEN
    PERFORM case_insight_apply(removed, '{}', added, '{}');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_insight_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  removed cases[];
BEGIN
  SELECT array_agg(o ORDER BY o.id) INTO removed FROM old_cases AS o;
  PERFORM case_insight_apply(removed, '{}', '{}', '{}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION case_insight_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_insight_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The status history is only ever added to; each new row ends the stay before it.
CREATE FUNCTION case_insight_after_history_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched cases[];
  new_ids integer[];
BEGIN
  SELECT array_agg(c ORDER BY c.id) INTO touched
  FROM cases AS c
  WHERE (c.authority_id, c.id) IN (SELECT h.authority_id, h.case_id FROM new_history AS h);
  SELECT array_agg(h.id) INTO new_ids FROM new_history AS h;
  IF touched IS NOT NULL THEN
    PERFORM case_insight_apply(touched, new_ids, touched, '{}');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER case_insight_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_insight_after_insert();
--> statement-breakpoint
CREATE TRIGGER case_insight_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_insight_after_update();
--> statement-breakpoint
CREATE TRIGGER case_insight_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_insight_after_delete();
--> statement-breakpoint
CREATE TRIGGER case_insight_truncate AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_insight_after_truncate();
--> statement-breakpoint
CREATE TRIGGER case_insight_history_insert AFTER INSERT ON case_status_history
  REFERENCING NEW TABLE AS new_history
  FOR EACH STATEMENT EXECUTE FUNCTION case_insight_after_history_insert();
--> statement-breakpoint
-- The cases already there, an authority at a time.
DO $$
DECLARE
  authority integer;
  existing cases[];
BEGIN
  FOR authority IN SELECT DISTINCT c.authority_id FROM cases AS c ORDER BY 1 LOOP
    SELECT array_agg(c ORDER BY c.id) INTO existing FROM cases AS c WHERE c.authority_id = authority;
    PERFORM case_insight_apply('{}', '{}', existing, '{}');
  END LOOP;
END;
$$;
