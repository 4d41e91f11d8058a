import type { ApplicantAccess } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf } from '../cases';
import { findInvitableCase, findLatestAccess } from './applicant-access-repository';
import { toApplicantAccess } from './applicant-access-view';

/** Whether the client of a case the caller reaches may follow it, and how far they have got. */
export async function readApplicantAccess(
  db: Database,
  input: { caller: Caller; caseId: number },
): Promise<ApplicantAccess> {
  const found = await findInvitableCase(db, input.caseId, caseScopeOf(input.caller));
  if (!found) throw caseNotFound();
  return toApplicantAccess(await findLatestAccess(db, found.id), input.caller);
}
