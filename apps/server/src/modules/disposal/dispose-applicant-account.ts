import { DISPOSED_TEXT } from '@casekeeper/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applicantCases,
  knownSignInDevices,
  passkeys,
  passwordResetTokens,
  pendingSignIns,
  recoveryCodes,
  refreshTokenFamilies,
  totpAuthenticators,
  webauthnChallenges,
  webUsers,
} from '../../db/schema';

/** A disposed applicant's address: unique, and able to reach nobody (.invalid is reserved). */
export const disposedApplicantEmail = (id: number) => `disposed-${id}@disposed.invalid`;

/** An applicant account's name and address, before it goes: what the audit log is scrubbed of. */
export async function applicantIdentities(tx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: webUsers.id, email: webUsers.email, phone: webUsers.phone })
    .from(webUsers)
    .where(and(inArray(webUsers.id, ids), eq(webUsers.userType, 'APPLICANT')));
}

/**
 * Anonymises an applicant's account: no name, no address, no way in. The row stays (messages and
 * documents they sent are records of the case, by their id); its sign-ins, second factors, links
 * and access to every case go.
 */
export async function anonymiseApplicantAccount(tx: Executor, id: number): Promise<void> {
  await tx.delete(applicantCases).where(eq(applicantCases.applicantId, id));
  await tx.delete(refreshTokenFamilies).where(eq(refreshTokenFamilies.webUserId, id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.webUserId, id));
  await tx.delete(knownSignInDevices).where(eq(knownSignInDevices.webUserId, id));
  await tx.delete(pendingSignIns).where(eq(pendingSignIns.webUserId, id));
  await tx.delete(totpAuthenticators).where(eq(totpAuthenticators.webUserId, id));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.webUserId, id));
  await tx.delete(passkeys).where(eq(passkeys.webUserId, id));
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.webUserId, id));
  await tx
    .update(webUsers)
    .set({
      email: disposedApplicantEmail(id),
      firstName: DISPOSED_TEXT,
      lastName: '',
      phone: null,
      passwordHash: null,
      isActive: false,
      lastLoginAt: null,
      ssoIssuer: null,
      ssoSubject: null,
      failedLoginCount: 0,
      lockedUntil: null,
    })
    .where(and(eq(webUsers.id, id), eq(webUsers.userType, 'APPLICANT')));
}

/** Of `ids`, the applicants who follow no case other than `caseId` that is still held. */
export async function applicantsFollowingNothingElse(
  tx: Executor,
  ids: number[],
  caseId: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.execute<{ id: number }>(sql`
    select u.id from web_users u
    where u.id in ${ids} and u.user_type = 'APPLICANT'
      and not exists (
        select 1 from applicant_cases ac join cases c on c.authority_id = ac.authority_id and c.id = ac.case_id
        where ac.applicant_id = u.id and ac.case_id <> ${caseId} and c.disposed_at is null)`);
  return rows.rows.map((row) => row.id);
}
