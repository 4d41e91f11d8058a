import type { DisposalBatch } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { settingsAuthorityOf } from '../../platform/access/authority-settings-scope';
import { findBatch, toDisposalBatch } from './disposal-batch-repository';
import { batchNotFound } from './disposal-rules';

/** A bulk disposal of the caller's authority, for its progress bar. */
export async function getDisposalBatch(
  db: Executor,
  input: { caller: Caller; batchId: number },
): Promise<DisposalBatch> {
  const row = await findBatch(db, settingsAuthorityOf(input.caller), input.batchId);
  if (!row) throw batchNotFound();
  return toDisposalBatch(row);
}
