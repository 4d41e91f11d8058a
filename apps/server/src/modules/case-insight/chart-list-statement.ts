import { sql, type SQL } from 'drizzle-orm';
import { preparedByShape } from '../../db/prepared-by-shape';
import { caseInsightCounts, cases, contractors, webUsers } from '../../db/schema';
import { countable, countsWhere, listWhere, type ListShape } from '../cases';

const value = (name: string) => sql.placeholder(name);

/**
 * The figures the charts add up, as rows of case_insight_counts (schema/case-insight-counts.ts).
 * When the filter reads only what the summary is keyed by (scope, statuses, officer) they are
 * its rows; otherwise they are worked out for the matching cases by the same SQL function the
 * summary's triggers use (migration 0015), so both ways give the same figures.
 */
function factsOf(shape: ListShape): SQL {
  if (!countable(shape)) {
    return sql`select * from case_insight_facts(array(select ${cases} from ${cases} where ${listWhere(shape)}), '{}')`;
  }
  return sql`select * from ${caseInsightCounts} where ${countsWhere(shape, caseInsightCounts)}`;
}

export type ChartFigures = {
  byStatus: { statusId: number; cases: number }[];
  byOfficer: { officerId: number | null; officerName: string | null; cases: number }[];
  byContractor: { contractorId: number | null; contractorName: string | null; cases: number }[];
  monthly: { month: string; opened: number; closed: number }[];
  stays: {
    statusId: number;
    completedStays: number;
    completedSeconds: number;
    currentStays: number;
    currentSinceSeconds: number;
  }[];
};

/**
 * Every chart's figures in one statement, over the facts read once. The current stays of Closed
 * (9) and Withdrawn (11) cases are left out: an ended case is not waiting. Placeholders: those of
 * `listValues`, and monthFrom and monthTo (first days of months).
 */
export const findChartFigures = preparedByShape('case_chart_figures', (db, shape: ListShape) => {
  // Worked out from the cases, the facts are worked out once and read by each part; read from
  // the summary, each part reads its own kind of row by the summary's key instead.
  const reading = sql.raw(countable(shape) ? 'not materialized' : 'materialized');
  const charts = sql`
    with facts as ${reading} (${factsOf(shape)}),
    by_status as (
      select status_id, sum(cases)::int as cases from facts where fact = 'case' group by status_id
    ),
    by_officer as (
      select facts.assigned_officer_id, sum(facts.cases)::int as cases
      from facts where fact = 'case' group by facts.assigned_officer_id having sum(facts.cases) > 0
    ),
    by_contractor as (
      select facts.contractor_id, sum(facts.cases)::int as cases
      from facts where fact = 'case' group by facts.contractor_id having sum(facts.cases) > 0
    ),
    months as (
      select month::date as month
      from generate_series(${value('monthFrom')}::date, ${value('monthTo')}::date, interval '1 month') as month
    ),
    monthly as (
      select months.month, coalesce(sum(facts.opened), 0)::int as opened,
             coalesce(sum(facts.ended), 0)::int as closed
      from months left join facts on facts.fact = 'month' and facts.month = months.month
      group by months.month
    ),
    stays as (
      select stay_status_id,
             sum(completed_stays)::int as completed_stays,
             sum(completed_seconds)::float8 as completed_seconds,
             (sum(current_stays) filter (where stay_status_id not in (9, 11)))::int as current_stays,
             (sum(current_since_seconds) filter (where stay_status_id not in (9, 11)))::float8 as current_since
      from facts where fact = 'stay' group by stay_status_id
    )
    select json_build_object(
      'byStatus', (select coalesce(json_agg(json_build_object('statusId', status_id, 'cases', cases)), '[]') from by_status),
      'byOfficer', (
        select coalesce(json_agg(json_build_object(
          'officerId', by_officer.assigned_officer_id,
          'officerName', case when ${webUsers.id} is null then null else ${webUsers.firstName} || ' ' || ${webUsers.lastName} end,
          'cases', by_officer.cases
        ) order by by_officer.cases desc, lower(${webUsers.lastName}) nulls last, lower(${webUsers.firstName}), by_officer.assigned_officer_id), '[]')
        from by_officer left join ${webUsers} on ${webUsers.id} = by_officer.assigned_officer_id
      ),
      'byContractor', (
        select coalesce(json_agg(json_build_object(
          'contractorId', by_contractor.contractor_id,
          'contractorName', ${contractors.companyName},
          'cases', by_contractor.cases
        ) order by by_contractor.cases desc, lower(${contractors.companyName}) nulls last, by_contractor.contractor_id), '[]')
        from by_contractor left join ${contractors} on ${contractors.id} = by_contractor.contractor_id
      ),
      'monthly', (
        select json_agg(json_build_object('month', to_char(month, 'YYYY-MM'), 'opened', opened, 'closed', closed) order by month)
        from monthly
      ),
      'stays', (
        select coalesce(json_agg(json_build_object(
          'statusId', stay_status_id,
          'completedStays', completed_stays,
          'completedSeconds', completed_seconds,
          'currentStays', coalesce(current_stays, 0),
          'currentSinceSeconds', coalesce(current_since, 0)
        )), '[]')
        from stays
      )
    ) as figures`;
  return db.select({ figures: sql<ChartFigures>`figures` }).from(sql`(${charts}) as charts`);
});
