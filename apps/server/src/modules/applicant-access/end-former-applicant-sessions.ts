import type { Executor } from '../../db/client';
import { revokeAllSessions } from '../auth';
import { retireOpenLinks } from '../invitations';
import { hasLiveAccess } from './applicant-access-repository';

/** Ends the sign-ins of applicants who have just lost their last live access. */
export async function endSessionsOfFormerApplicants(tx: Executor, applicantIds: number[]): Promise<void> {
  for (const applicantId of applicantIds) {
    await retireOpenLinks(tx, applicantId);
    if (!(await hasLiveAccess(tx, applicantId)))
      await revokeAllSessions(tx, applicantId, 'applicant-access-revoked');
  }
}
