import { PORTAL_MESSAGES } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError } from '../../platform/errors/app-error';
import { addApplicantMessage } from '../diaries';
import { findFollowedCase } from './case-master-repository';
import type { Applicant } from './get-case-master';

/**
 * An applicant's message to their case's officer: kept on the case (a text item due now, which
 * raises the officer's alarm) and audited, in one transaction. Answers when it was sent.
 */
export async function sendPortalMessage(
  db: Database,
  input: { applicant: Applicant; message: string; context: RequestContext },
): Promise<{ sentAt: string }> {
  const { applicant, context } = input;
  return db.transaction(async (tx) => {
    const followed = await findFollowedCase(tx, applicant);
    if (!followed) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.noCase);
    const itemId = await addApplicantMessage(tx, {
      authorityId: followed.authorityId,
      caseId: followed.id,
      applicantId: applicant.webUserId,
      from: `Message from ${followed.clientFirstName} ${followed.clientLastName}`,
      message: input.message,
    });
    await recordAudit(tx, {
      action: 'portal.message',
      actorId: applicant.webUserId,
      authorityId: applicant.authorityId,
      entityType: 'action_item',
      entityId: String(itemId),
      ip: context.ip,
      requestId: context.requestId,
    });
    return { sentAt: new Date().toISOString() };
  });
}
