import type { OneContractorPerformance } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { settingsAuthorityOf } from '../../platform/access/authority-settings-scope';
import { notFound } from '../../platform/errors/app-error';
import { CONTRACTOR_MESSAGES } from './contractor-view';
import { performanceScope, periodOf, type PeriodQuery } from './performance-period';
import { findContractorPerformance } from './performance-repository';

export type GetContractorPerformanceInput = { caller: Caller; id: number; query: PeriodQuery; now?: Date };

/** One contractor of the caller's authority over the period; another authority's is a 404. */
export async function getContractorPerformance(
  db: Database,
  input: GetContractorPerformanceInput,
): Promise<OneContractorPerformance> {
  const authorityId = settingsAuthorityOf(input.caller);
  const period = periodOf(input.query, input.now ?? new Date());
  const [contractor] = await db.transaction(
    async (tx) =>
      findContractorPerformance(
        tx,
        await performanceScope(tx, { authorityId, contractorId: input.id, ...period }),
      ),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!contractor) throw notFound(CONTRACTOR_MESSAGES.notFound);
  return { ...period, contractor };
}
