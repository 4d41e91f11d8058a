-- Issue 34: which statuses end a case lives in the contract alone (isOpenStatus); the status
-- master, which seedStatusMaster fills from the contract at every start, now says it, and the
-- dashboard's facts read it there instead of a copy of Closed and Withdrawn's ids (migration 0015).
ALTER TABLE "application_status_master" ADD COLUMN "is_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION case_insight_facts(case_rows cases[], skipped_history integer[])
 RETURNS TABLE(authority_id integer, fact text, status_id integer, assigned_officer_id integer, contractor_id integer, month date, stay_status_id integer, cases integer, opened integer, ended integer, completed_stays integer, completed_seconds bigint, current_stays integer, current_since_seconds bigint)
 LANGUAGE sql
 STABLE
AS $function$
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
  JOIN application_status_master AS status ON status.id = current.status_id
  WHERE NOT status.is_open
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
$function$;
