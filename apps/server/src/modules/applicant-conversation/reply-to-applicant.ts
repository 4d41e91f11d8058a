import { CONVERSATION_MESSAGES, CONVERSATION_PAGE_SIZE, type ConversationEntry } from '@casekeeper/contract';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import type { UserAdminDeps } from '../invitations';
import { findCaseApplicant, findCaseInScope, findReplies, insertReply } from './conversation-repository';
import { assertNotDisposed } from './conversation-rules';
import { replyNoticeMail } from './reply-notice-mail';
import { replyRow } from './thread-entries';

export type ReplyInput = ChangeInput<{ caseId: number; message: string }>;

/**
 * The officer's reply to the case's applicant, in one transaction with its audit row and the
 * notice mailed to the applicant (without the reply's words). Refused when nobody follows the case.
 */
export async function replyToApplicant(deps: UserAdminDeps, input: ReplyInput): Promise<ConversationEntry> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  return deps.db.transaction(async (tx) => {
    const found = await findCaseInScope(tx, input.caseId, scope, true);
    if (!found) throw caseNotFound();
    assertNotDisposed(found);
    const applicant = await findCaseApplicant(tx, found);
    if (!applicant) throw new AppError('UNPROCESSABLE', CONVERSATION_MESSAGES.noApplicant);
    const reply = await insertReply(tx, { ...found, body: input.message, createdById: caller.webUserId });
    await deps.mailer.enqueue(
      tx,
      replyNoticeMail({ to: applicant.email, caseNumber: found.caseNumber, publicUrl: deps.publicUrl }),
    );
    // The words stay on the reply (blanked with the case's other texts on disposal), not in the log.
    await auditChange(tx, input, 'conversation.reply', found.caseId, {
      after: { replyId: reply.id, characters: input.message.length, notified: applicant.id },
    });
    const newest = await findReplies(tx, found, { cursor: null, limit: CONVERSATION_PAGE_SIZE });
    const kept = newest.find((each) => each.id === reply.id);
    if (!kept) throw new Error('The reply could not be read back.');
    return replyRow(kept).entry;
  });
}
