import { CONVERSATION_MESSAGES, type DocumentRequest } from '@casekeeper/contract';
import type { Database, Transaction } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { addChaseItem, closeChaseItem } from './chase-items';
import { assertDueFromToday, assertNotDisposed, requestNotFound } from './conversation-rules';
import { labelOf, toDocumentRequest } from './conversation-view';
import { findRequestInScope, findUploadsOf, updateRequest } from './document-request-repository';

type Found = NonNullable<Awaited<ReturnType<typeof findRequestInScope>>>;

/** A request of a case the caller may change, locked; an accepted one is not reviewed again. */
async function reviewing(
  tx: Transaction,
  input: ChangeInput<{ id: number }>,
  change: (found: Found) => Promise<void>,
): Promise<DocumentRequest> {
  const scope = caseScopeOf(input.caller);
  const found = await findRequestInScope(tx, input.id, scope, { forUpdate: true });
  if (!found) throw requestNotFound();
  assertNotDisposed(found);
  if (found.state === 'ACCEPTED') throw new AppError('UNPROCESSABLE', CONVERSATION_MESSAGES.alreadyAccepted);
  await change(found);
  const after = await findRequestInScope(tx, input.id, scope);
  if (!after) throw requestNotFound();
  return toDocumentRequest(after, await findUploadsOf(tx, after.authorityId, [after.id]));
}

/** Accepts what the applicant sent for a request: it is owed no more, and its chase item is done. */
export function acceptDocumentRequest(
  db: Database,
  input: ChangeInput<{ id: number }>,
): Promise<DocumentRequest> {
  assertMayWriteCases(input.caller);
  return db.transaction((tx) =>
    reviewing(tx, input, async (found) => {
      // Only what the applicant sent can be accepted: a request still owed stays owed.
      if (found.state !== 'SENT') throw new AppError('UNPROCESSABLE', CONVERSATION_MESSAGES.nothingToAccept);
      await closeChaseItem(tx, found.authorityId, found.chaseItemId);
      await updateRequest(tx, found.id, {
        state: 'ACCEPTED',
        decidedById: input.caller.webUserId,
        decidedAt: new Date(),
      });
      await auditChange(tx, input, 'document-request.accept', found.caseId, {
        before: { requestId: found.id, state: found.state },
        after: { requestId: found.id, state: 'ACCEPTED' },
      });
    }),
  );
}

export type AskAgainInput = ChangeInput<{ id: number; reason: string; dueOn: string }>;

/**
 * Asks for a document again, with the reason the applicant sees and a new due date: the old chase
 * item is done and a new one is due on the new date (a fresh alarm, even if the old was dismissed).
 */
export function askAgain(db: Database, input: AskAgainInput): Promise<DocumentRequest> {
  assertMayWriteCases(input.caller);
  assertDueFromToday(input.dueOn, 'dueOn');
  return db.transaction((tx) =>
    reviewing(tx, input, async (found) => {
      await closeChaseItem(tx, found.authorityId, found.chaseItemId);
      const chaseItemId = await addChaseItem(tx, {
        authorityId: found.authorityId,
        caseId: found.caseId,
        label: labelOf(found.kind, found.details),
        dueOn: input.dueOn,
        createdById: input.caller.webUserId,
      });
      await updateRequest(tx, found.id, {
        state: 'ASKED_AGAIN',
        reason: input.reason,
        dueOn: input.dueOn,
        chaseItemId,
        decidedById: input.caller.webUserId,
        decidedAt: new Date(),
      });
      await auditChange(tx, input, 'document-request.ask-again', found.caseId, {
        before: { requestId: found.id, state: found.state, dueOn: found.dueOn },
        after: { requestId: found.id, state: 'ASKED_AGAIN', dueOn: input.dueOn, reason: input.reason },
      });
    }),
  );
}
