import { APPLICANT_MESSAGES_DIARY_TITLE, PORTAL_MESSAGES, type AuditAction } from '@casekeeper/contract';
import type { Database, Transaction } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError } from '../../platform/errors/app-error';
import { addNoticeItem, type NoticeItem } from '../diaries';
import { findFollowedCase } from './case-master-repository';
import type { Applicant } from './get-case-master';

type FollowedCase = NonNullable<Awaited<ReturnType<typeof findFollowedCase>>>;

export type SentToOfficer = {
  applicant: Applicant;
  context: RequestContext;
  action: Extract<AuditAction, `portal.${string}`>;
  /** What the officer's list says of it, from the case (the client's name). */
  describe: (followed: FollowedCase) => string;
  /** Keeps what was sent, within the transaction. */
  body: (tx: Transaction, followed: FollowedCase) => Promise<NoticeItem['body']>;
  /** What else is kept with it, in the same transaction (a document sent against a request). */
  afterwards?: (tx: Transaction, followed: FollowedCase, itemId: number) => Promise<void>;
};

/**
 * Something an applicant sends their case's officer, kept on the case (an item marked from the
 * applicant, new until an officer sees it, which raises the officer's alarm) and audited, in one transaction. Answers when it was sent.
 */
export async function sendToOfficer(db: Database, input: SentToOfficer): Promise<{ sentAt: string }> {
  const { applicant, context } = input;
  return db.transaction(async (tx) => {
    const followed = await findFollowedCase(tx, applicant);
    if (!followed) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.noCase);
    const itemId = await addNoticeItem(tx, {
      authorityId: followed.authorityId,
      caseId: followed.id,
      diaryTitle: APPLICANT_MESSAGES_DIARY_TITLE,
      diaryDescription: 'What the applicant sent from the portal.',
      prefix: 'Other',
      description: input.describe(followed),
      body: await input.body(tx, followed),
      createdById: applicant.webUserId,
      fromApplicant: true,
    });
    await recordAudit(tx, {
      action: input.action,
      actorId: applicant.webUserId,
      authorityId: applicant.authorityId,
      entityType: 'action_item',
      entityId: String(itemId),
      ip: context.ip,
      requestId: context.requestId,
    });
    await input.afterwards?.(tx, followed, itemId);
    return { sentAt: new Date().toISOString() };
  });
}
