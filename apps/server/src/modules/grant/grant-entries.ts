import { GRANT_MESSAGES } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { fieldError } from '../../platform/errors/app-error';
import { londonDay } from '../../platform/time/london-calendar';
import { findActiveChoice } from '../authority-choices';
import { findQuotableContractor } from './quote-repository';

/**
 * What a work or quote may newly name: an active adaptation type and an active contractor of the
 * authority. One an entry already names stays on it when retired or made inactive, and may be
 * kept by a change that leaves it (`kept`); another authority's is as good as not there.
 */
export async function assertAdaptationType(
  db: Executor,
  authorityId: number,
  chosen: number,
  kept?: number,
): Promise<void> {
  if (chosen === kept) return;
  if (!(await findActiveChoice(db, authorityId, 'ADAPTATION_TYPE', chosen))) {
    throw fieldError('work.adaptationTypeId', GRANT_MESSAGES.unknownAdaptationType);
  }
}

export async function assertQuotableContractor(
  db: Executor,
  authorityId: number,
  chosen: number,
  kept?: number,
): Promise<void> {
  if (chosen === kept) return;
  const contractor = await findQuotableContractor(db, authorityId, chosen);
  if (!contractor) throw fieldError('quote.contractorId', GRANT_MESSAGES.unknownContractor);
  if (!contractor.isActive) throw fieldError('quote.contractorId', GRANT_MESSAGES.inactiveContractor);
}

/** A day something happened (a recommendation, a quote received) cannot be after today in the UK. */
export function assertNotFuture(day: string | null, field: string, message: string): void {
  if (day !== null && day > londonDay(new Date())) throw fieldError(field, message);
}
