import { PORTAL_MESSAGES, type PortalConversation } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { findFollowedCase, type Applicant } from '../applicant-portal';
import { readThread } from './read-thread';

/**
 * The thread as the portal shows it, a page at a time: of the case the applicant follows (found
 * from their account alone, whatever the cursor), their messages and documents, the officer's
 * replies and what was asked of them.
 */
export async function readPortalConversation(
  db: Executor,
  applicant: Applicant,
  cursor?: string,
): Promise<PortalConversation> {
  const followed = await findFollowedCase(db, applicant);
  if (!followed) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.noCase);
  return readThread(db, { authorityId: followed.authorityId, caseId: followed.id }, cursor);
}
