import { CASE_DUE_ITEMS_MAX, type CaseDueItems } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import { countOpenItems, findDueItems } from './due-actions-repository';

/**
 * The case's open action items, soonest first, for its overview: a few, not the whole diary
 * (which the Diary tab and the action diary page read).
 */
export async function getDueActions(
  db: Executor,
  input: { caller: Caller; caseId: number },
): Promise<CaseDueItems> {
  const scope = caseScopeOf(input.caller);
  const found = await findCase(db, input.caseId, scope);
  if (!found) throw caseNotFound();
  const [items, openCount] = await Promise.all([
    findDueItems(db, scope.authorityId, found.id, CASE_DUE_ITEMS_MAX),
    countOpenItems(db, scope.authorityId, found.id),
  ]);
  return {
    items: items.map((item) => ({ ...item, scheduledAt: item.scheduledAt.toISOString() })),
    openCount,
  };
}
