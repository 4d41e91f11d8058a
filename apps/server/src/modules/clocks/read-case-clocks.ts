import type { CaseClock } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cases } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { findHistories, loadClockContext, readCaseClocks } from '../case-clocks';
import { caseInScope, caseNotFound, caseScopeOf } from '../cases';

/**
 * A case's clocks, worked out afresh from its status history now (the stored ones may lag a
 * settings change by a job's run): the case's readers see them; another authority's case, or
 * another officer's, is not found.
 */
export async function getCaseClocks(
  db: Database,
  input: { caller: Caller; caseId: number; now?: Date },
): Promise<CaseClock[]> {
  const scope = caseScopeOf(input.caller);
  const [kase] = await db
    .select({ id: cases.id, priority: cases.priority })
    .from(cases)
    .where(and(caseInScope(scope), eq(cases.id, input.caseId)));
  if (!kase) throw caseNotFound();
  const context = await loadClockContext(db, scope.authorityId);
  const history = (await findHistories(db, scope.authorityId, [kase.id])).get(kase.id) ?? [];
  return readCaseClocks(context, kase, history, input.now ?? new Date()).map(({ definition, reading }) => ({
    definitionId: definition.id,
    name: definition.name,
    limitUnit: definition.limitUnit,
    limit: reading.limit,
    state: reading.state,
    rag: reading.rag,
    startedAt: reading.startedAt?.toISOString() ?? null,
    stoppedAt: reading.stoppedAt?.toISOString() ?? null,
    dueDate: reading.dueDate,
    amberDate: reading.amberDate,
    redDate: reading.redDate,
    countUnit: reading.countUnit,
    elapsed: reading.elapsed,
    remaining: reading.remaining,
    paused: reading.paused,
    pauses: reading.pauses.map((pause) => ({
      from: pause.from.toISOString(),
      to: pause.to?.toISOString() ?? null,
    })),
  }));
}
