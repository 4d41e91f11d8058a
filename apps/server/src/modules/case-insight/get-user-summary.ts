import { CASE_INSIGHT_MESSAGES, type UserSummary } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { forbidden, notFound } from '../../platform/errors/app-error';
import { caseScopeOf, isAuthorityAdmin } from '../cases';
import { readCaseloadSummary } from './caseload-summary';
import { findAuthorityUser } from './user-summary-statement';

export type GetUserSummaryInput = {
  caller: Caller;
  authorityId: number;
  webUserId: number;
  now?: Date;
};

/**
 * Whom the caller may ask about: themselves, or, for an authority ADMIN, any user of the
 * authority. Another authority's id is a 403 (the caller sent it); an ADMIN's question about
 * someone not in the authority is a 404, so nobody learns who exists elsewhere.
 */
async function assertMayAskAbout(db: Database, input: GetUserSummaryInput): Promise<void> {
  const { caller, authorityId, webUserId } = input;
  const scope = caseScopeOf(caller);
  if (authorityId !== scope.authorityId) throw forbidden();
  if (webUserId === caller.webUserId) return;
  if (!isAuthorityAdmin(caller)) throw forbidden(CASE_INSIGHT_MESSAGES.otherUsersSummary);
  const [user] = await findAuthorityUser(db, {}, { authorityId, webUserId });
  if (!user) throw notFound(CASE_INSIGHT_MESSAGES.userNotFound);
}

/** One user's caseload: the cases assigned to them that are open, their actions, and this month's new cases. */
export async function getUserSummary(db: Database, input: GetUserSummaryInput): Promise<UserSummary> {
  await assertMayAskAbout(db, input);
  const { authorityId, webUserId, now = new Date() } = input;
  return { webUserId, ...(await readCaseloadSummary(db, { authorityId, webUserId, now })) };
}
