import { CASE_DOCUMENT_MESSAGES } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { ChangeInput } from '../../platform/audit/audit-change';
import { forbidden } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { findItem, itemNotFound, markApplicantItemSeen } from '../diaries';

/**
 * Marks what the applicant sent on the case (a document or a message) as seen: no longer new, and
 * out of the alarms. Seen already, it changes nothing; a staff item is not the applicant's (403).
 */
export async function markItemSeen(
  db: Database,
  input: ChangeInput<{ caseId: number; itemId: number }>,
): Promise<void> {
  assertMayWriteCases(input.caller);
  const scope = caseScopeOf(input.caller);
  await db.transaction(async (tx) => {
    const row = await findItem(tx, input.itemId, scope, { forUpdate: true });
    if (!row || row.caseId !== input.caseId) throw itemNotFound();
    if (!row.fromApplicant) throw forbidden(CASE_DOCUMENT_MESSAGES.notApplicants);
    await markApplicantItemSeen(tx, input, row);
  });
}
