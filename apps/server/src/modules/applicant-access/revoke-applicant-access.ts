import { APPLICANT_ACCESS_MESSAGES, type ApplicantAccess } from '@casekeeper/contract';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError } from '../../platform/errors/app-error';
import type { Database } from '../../db/client';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import { endCaseGrants } from '../invitations';
import { findInvitableCase, findLatestAccess } from './applicant-access-repository';
import { toApplicantAccess } from './applicant-access-view';

/**
 * Takes away the applicant's access to a case the caller may change: an unused invitation link
 * stops working, and their sign-ins end at once unless they follow another case.
 */
export async function revokeApplicantAccess(
  db: Database,
  input: ChangeInput<{ caseId: number }>,
): Promise<ApplicantAccess> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);

  return db.transaction(async (tx) => {
    const found = await findInvitableCase(tx, input.caseId, scope, true);
    if (!found) throw caseNotFound();
    const revoked = await endCaseGrants(tx, found.id);
    if (revoked.length === 0) throw new AppError('UNPROCESSABLE', APPLICANT_ACCESS_MESSAGES.nothingToRevoke);
    await auditChange(tx, input, 'applicant.revoke', found.id, { before: { applicantIds: revoked } });
    return toApplicantAccess(await findLatestAccess(tx, found.id), caller);
  });
}
