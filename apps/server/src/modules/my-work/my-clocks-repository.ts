import { APPLICATION_STATUSES, isOpenStatus, type MyWorkClockCase } from '@casekeeper/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { visibleTo } from '../../db/case-visibility';
import { caseClocks, cases, clockDefinitions } from '../../db/schema';
import type { MyWorkOwner } from './my-work-owner';

type ClockCaseRow = Omit<MyWorkClockCase, 'rag'> & { red: boolean; total: number };

/** An ended case's clocks have all stopped (docs/clocks.md): only open cases are read. */
const OPEN_STATUS_IDS = sql.raw(
  APPLICATION_STATUSES.filter((status) => isOpenStatus(status.id))
    .map((status) => status.id)
    .join(', '),
);

/**
 * The owner's live, open cases with a clock not stopped that has turned amber or red by `now`
 * (its stored amber_at or red_at has passed: what the clocks.alarms job reads), red ones first,
 * then by the soonest due date; the first `limit` of them, and how many there are.
 */
export async function findMyClockCases(db: Executor, owner: MyWorkOwner, now: Date, limit: number) {
  const result = await db.execute<ClockCaseRow>(myClockCasesStatement(owner, now, limit));
  const items: MyWorkClockCase[] = result.rows.map((row) => ({
    caseId: row.caseId,
    caseNumber: row.caseNumber,
    clientName: row.clientName,
    rag: row.red ? 'red' : 'amber',
    clocks: row.clocks,
  }));
  return { items, count: result.rows[0]?.total ?? 0 };
}

/**
 * The statement of `findMyClockCases`, apart so its plan can be read (my-work-plan.test.ts): the
 * owner's open cases from `cases_authority_officer_status_idx`, then each one's clocks by their
 * key, in an aggregate PostgreSQL cannot turn into a join (so never a read of all the authority's
 * clocks).
 */
export function myClockCasesStatement(owner: MyWorkOwner, now: Date, limit: number): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const isRed = sql`${caseClocks.redAt} <= ${at}`;
  return sql`
    select ${cases.id} as "caseId", ${cases.caseNumber} as "caseNumber",
      concat_ws(' ', ${cases.clientFirstName}, ${cases.clientLastName}) as "clientName",
      late.red as "red", late.clocks as "clocks", (count(*) over ())::int as "total"
    from ${cases}
    cross join lateral (
      select bool_or(${isRed}) as red, min(${caseClocks.dueDate}) as soonest,
        json_agg(json_build_object(
            'name', ${clockDefinitions.name},
            'rag', case when ${isRed} then 'red' else 'amber' end,
            'dueDate', ${caseClocks.dueDate})
          order by ${isRed} desc, ${caseClocks.dueDate}, ${clockDefinitions.name}) as clocks
      from ${caseClocks}
      join ${clockDefinitions} on ${clockDefinitions.authorityId} = ${caseClocks.authorityId}
        and ${clockDefinitions.id} = ${caseClocks.definitionId}
      where ${caseClocks.caseId} = ${cases.id} and ${caseClocks.authorityId} = ${cases.authorityId}
        and ${caseClocks.stoppedAt} is null and ${caseClocks.amberAt} <= ${at}
    ) late
    where ${cases.authorityId} = ${owner.authorityId}
      and ${cases.assignedOfficerId} = ${owner.webUserId}
      and ${cases.statusId} in (${OPEN_STATUS_IDS})
      and ${cases.deletedAt} is null
      and ${cases.disposedAt} is null
      and ${visibleTo(owner.webUserId)}
      and late.clocks is not null
    order by late.red desc, late.soonest, ${cases.id}
    limit ${limit}`;
}
