import type { CaseloadSummary } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { forbidden } from '../../platform/errors/app-error';
import { caseScopeOf, isAuthorityAdmin } from '../cases';
import { readCaseloadSummary } from './caseload-summary';

/**
 * The team's caseload: every case of the authority, for its ADMINs, who reach them all (the
 * access rule lets no one else in; this is the use case's own check). Another authority's id is a
 * 403: the caller sent it.
 */
export async function getTeamSummary(
  db: Database,
  input: { caller: Caller; authorityId: number; now?: Date },
): Promise<CaseloadSummary> {
  const { caller, authorityId, now = new Date() } = input;
  if (!isAuthorityAdmin(caller) || authorityId !== caseScopeOf(caller).authorityId) throw forbidden();
  return readCaseloadSummary(db, { authorityId, now });
}
