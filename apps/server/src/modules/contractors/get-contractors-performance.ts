import type { ContractorPerformanceList } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { settingsAuthorityOf } from '../../platform/access/authority-settings-scope';
import { performanceScope, periodOf, type PeriodQuery } from './performance-period';
import type { KeptContractorPerformance } from './kept-performance';
import { findContractorPerformance } from './performance-repository';

export type GetContractorsPerformanceInput = { caller: Caller; query: PeriodQuery; now?: Date };

/**
 * The authority's contractors' performance over the period (docs/contractor-performance.md): every
 * figure worked out in PostgreSQL, read in one snapshot with the calendar it counts working days
 * by; kept (kept-performance.ts) until anything it counts changes.
 */
export async function getContractorsPerformance(
  { db, kept }: { db: Database; kept?: KeptContractorPerformance },
  input: GetContractorsPerformanceInput,
): Promise<ContractorPerformanceList> {
  const authorityId = settingsAuthorityOf(input.caller);
  const period = periodOf(input.query, input.now ?? new Date());
  const load = () => workOut(db, authorityId, period);
  return kept ? kept.read(authorityId, `${period.from}|${period.to}`, load) : load();
}

async function workOut(
  db: Database,
  authorityId: number,
  period: ReturnType<typeof periodOf>,
): Promise<ContractorPerformanceList> {
  const contractors = await db.transaction(
    async (tx) =>
      findContractorPerformance(
        tx,
        await performanceScope(tx, { authorityId, contractorId: null, ...period }),
      ),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { ...period, contractors };
}
