import type { CaseOptions } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { findAssignableContractors, findAssignableOfficers } from './case-options-repository';
import { findCase } from './case-repository';
import { caseNotFound, caseScopeOf } from './case-scope';

/**
 * What the case form's pickers and the list's filters offer: an authority ADMIN assigns any
 * active READWRITE or ADMIN user of the authority; an officer's cases are their own, so they are
 * offered themselves. A restricted case (`CaseId`) is assigned only to people it is restricted to.
 */
export async function getCaseOptions(
  db: Database,
  caller: Caller,
  query: { CaseId?: number | undefined } = {},
): Promise<CaseOptions> {
  const scope = caseScopeOf(caller);
  let restrictedCaseId: number | null = null;
  if (query.CaseId !== undefined) {
    const found = await findCase(db, query.CaseId, scope);
    if (!found) throw caseNotFound();
    if (found.restricted) restrictedCaseId = found.id;
  }
  const [officers, contractors] = await Promise.all([
    findAssignableOfficers(db, scope.authorityId, scope.officerId, restrictedCaseId),
    findAssignableContractors(db, scope.authorityId),
  ]);
  return { officers, contractors };
}
