import { CASE_DOCUMENT_MESSAGES } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { forbidden } from '../../platform/errors/app-error';
import { mayWriteCases } from '../cases';
import { updateItemRow, type ActionItemRow } from './action-item-repository';

/** What the applicant sent stays as they sent it: staff change or delete none of it (403). */
export function assertNotFromApplicant(row: Pick<ActionItemRow, 'fromApplicant'>): void {
  if (row.fromApplicant) throw forbidden(CASE_DOCUMENT_MESSAGES.applicantsOwn);
}

/**
 * Marks what the applicant sent as seen by the caller, in `tx`: it is completed, so it is no
 * longer new and leaves the alarms, and the audit log says who saw it. Seen already, or not the
 * applicant's, or a caller who only reads: nothing changes. Answers whether it was marked.
 */
export async function markApplicantItemSeen(
  tx: Executor,
  input: ChangeInput<object>,
  row: Pick<ActionItemRow, 'id' | 'fromApplicant' | 'isCompleted' | 'caseId'>,
): Promise<boolean> {
  if (!row.fromApplicant || row.isCompleted || !mayWriteCases(input.caller)) return false;
  const seenAt = new Date();
  await updateItemRow(tx, row.id, { isCompleted: true, completedAt: seenAt });
  await auditChange(tx, input, 'action-item.seen', row.id, {
    after: { caseId: row.caseId, seenAt: seenAt.toISOString() },
  });
  return true;
}
