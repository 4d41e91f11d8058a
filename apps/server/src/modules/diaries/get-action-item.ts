import type { ActionItem } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseScopeOf } from '../cases';
import { findItem } from './action-item-repository';
import { toActionItem } from './action-item-view';
import { itemNotFound } from './not-found';

export async function getActionItem(
  db: Executor,
  input: { caller: Caller; id: number },
): Promise<ActionItem> {
  const row = await findItem(db, input.id, caseScopeOf(input.caller));
  if (!row) throw itemNotFound();
  return toActionItem(row, input.caller);
}
