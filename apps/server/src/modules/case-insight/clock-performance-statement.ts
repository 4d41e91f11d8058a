import { sql } from 'drizzle-orm';
import { plannedEachRun } from '../../db/prepared-by-shape';
import { caseClocks, cases, clockDefinitions, contractors, webUsers } from '../../db/schema';
import { clockDueSoon, clockOverdue, clockStoppedBetween, listWhere, type ListShape } from '../cases';

const value = (name: string) => sql.placeholder(name);

type Outcomes = { met: number; missed: number };
type Days = { median: number | null; p90: number | null };

/** One clock's figures as the statement answers them; names and order are the use case's. */
export type ClockFigures = {
  definitionId: number;
  name: string;
  months: (Outcomes & { month: string })[];
  total: (Outcomes & Days) | null;
  overdue: number;
  dueSoon: number;
  byOfficer: (Outcomes & Days & { officerId: number | null; officerName: string | null })[];
  byContractor: (Outcomes & Days & { contractorId: number | null; contractorName: string | null })[];
};

/** Met, missed, and the median and 90th percentile of working days (one decimal place). */
const outcomes = sql`
  count(*) filter (where ${caseClocks.state} = 'met')::int as met,
  count(*) filter (where ${caseClocks.state} = 'missed')::int as missed,
  round(percentile_cont(0.5) within group (order by ${caseClocks.workingDays})::numeric, 1)::float8 as median,
  round(percentile_cont(0.9) within group (order by ${caseClocks.workingDays})::numeric, 1)::float8 as p90`;

const figures = sql.raw(`'met', met, 'missed', missed, 'median', median, 'p90', p90`);

/*
 * Which grouping set a row of `stopped` is, by grouping(month, officer_id, contractor_id): a bit
 * set for each column left out of it.
 */
const BY_MONTH = 3;
const WHOLE_RANGE = 7;
const BY_OFFICER = 5;
const BY_CONTRACTOR = 6;

/**
 * Every clock of the authority with its figures over the cases the list's filter lists, in one
 * statement: the clocks stopped in the range grouped four ways at once (by month, over the whole
 * range, by officer, by contractor), and the clocks still open counted overdue and due soon by
 * the very conditions the list's clock filters use. Stops are read by the index on
 * (authority, state, stopped_at). Placeholders: those of `listValues`, monthFrom and monthTo
 * (`YYYY-MM`), and clockDueSoonBy (a date). Planned for its values on every run: how many stops
 * the months hold decides how best to find their cases.
 */
export const findClockFigures = plannedEachRun((db, shape: ListShape) => {
  const listed = sql`exists (select 1 from ${cases} where ${cases.authorityId} = ${caseClocks.authorityId}
    and ${cases.id} = ${caseClocks.caseId} and ${listWhere(shape)})`;
  const statement = sql`
    with stopped as (
      select ${caseClocks.definitionId} as definition_id,
             to_char(${caseClocks.stoppedAt} at time zone 'Europe/London', 'YYYY-MM') as month,
             ${cases.assignedOfficerId} as officer_id,
             ${cases.contractorId} as contractor_id,
             grouping(
               to_char(${caseClocks.stoppedAt} at time zone 'Europe/London', 'YYYY-MM'),
               ${cases.assignedOfficerId},
               ${cases.contractorId}
             ) as grouped_by,
             ${outcomes}
      from ${caseClocks}
      join ${cases} on ${cases.authorityId} = ${caseClocks.authorityId} and ${cases.id} = ${caseClocks.caseId}
      where ${caseClocks.authorityId} = ${value('authorityId')}
        and ${clockStoppedBetween('monthFrom', 'monthTo')}
        and ${listWhere(shape)}
      group by grouping sets (
        (${caseClocks.definitionId}, to_char(${caseClocks.stoppedAt} at time zone 'Europe/London', 'YYYY-MM')),
        (${caseClocks.definitionId}),
        (${caseClocks.definitionId}, ${cases.assignedOfficerId}),
        (${caseClocks.definitionId}, ${cases.contractorId})
      )
    ),
    open as (
      select ${caseClocks.definitionId} as definition_id,
             count(*) filter (where ${clockOverdue()})::int as overdue,
             count(*) filter (where ${clockDueSoon()})::int as due_soon
      from ${caseClocks}
      where ${caseClocks.authorityId} = ${value('authorityId')} and ${caseClocks.stoppedAt} is null
        and ${caseClocks.dueDate} <= ${value('clockDueSoonBy')}::date and ${listed}
      group by ${caseClocks.definitionId}
    ),
    months as (
      select to_char(month, 'YYYY-MM') as month
      from generate_series((${value('monthFrom')} || '-01')::date, (${value('monthTo')} || '-01')::date, interval '1 month') as month
    )
    select ${clockDefinitions.id} as "definitionId", ${clockDefinitions.name} as name,
      (
        select json_agg(json_build_object('month', months.month,
          'met', coalesce(stopped.met, 0), 'missed', coalesce(stopped.missed, 0)) order by months.month)
        from months left join stopped on stopped.definition_id = ${clockDefinitions.id}
          and stopped.grouped_by = ${BY_MONTH} and stopped.month = months.month
      ) as months,
      (
        select json_build_object(${figures}) from stopped
        where stopped.definition_id = ${clockDefinitions.id} and stopped.grouped_by = ${WHOLE_RANGE}
      ) as total,
      coalesce((select overdue from open where open.definition_id = ${clockDefinitions.id}), 0) as overdue,
      coalesce((select due_soon from open where open.definition_id = ${clockDefinitions.id}), 0) as "dueSoon",
      (
        select coalesce(json_agg(json_build_object(
          'officerId', stopped.officer_id,
          'officerName', case when ${webUsers.id} is null then null else ${webUsers.firstName} || ' ' || ${webUsers.lastName} end,
          ${figures}
        ) order by stopped.met + stopped.missed desc, lower(${webUsers.lastName}) nulls last,
          lower(${webUsers.firstName}), stopped.officer_id), '[]')
        from stopped left join ${webUsers} on ${webUsers.id} = stopped.officer_id
        where stopped.definition_id = ${clockDefinitions.id} and stopped.grouped_by = ${BY_OFFICER}
      ) as "byOfficer",
      (
        select coalesce(json_agg(json_build_object(
          'contractorId', stopped.contractor_id,
          'contractorName', ${contractors.companyName},
          ${figures}
        ) order by stopped.met + stopped.missed desc, lower(${contractors.companyName}) nulls last,
          stopped.contractor_id), '[]')
        from stopped left join ${contractors} on ${contractors.id} = stopped.contractor_id
        where stopped.definition_id = ${clockDefinitions.id} and stopped.grouped_by = ${BY_CONTRACTOR}
      ) as "byContractor"
    from ${clockDefinitions}
    where ${clockDefinitions.authorityId} = ${value('authorityId')}
    order by ${clockDefinitions.id}`;
  return db
    .select({
      definitionId: sql<number>`"definitionId"`,
      name: sql<string>`name`,
      months: sql<ClockFigures['months']>`months`,
      total: sql<ClockFigures['total']>`total`,
      overdue: sql<number>`overdue`,
      dueSoon: sql<number>`"dueSoon"`,
      byOfficer: sql<ClockFigures['byOfficer']>`"byOfficer"`,
      byContractor: sql<ClockFigures['byContractor']>`"byContractor"`,
    })
    .from(sql`(${statement}) as clock_figures`);
});
