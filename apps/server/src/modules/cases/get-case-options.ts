import type { CaseOptions } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { findAssignableContractors, findAssignableOfficers } from './case-options-repository';
import { caseScopeOf } from './case-scope';

/**
 * What the case form's pickers and the list's filters offer: an authority ADMIN assigns any
 * active READWRITE or ADMIN user of the authority; an officer's cases are their own, so they are
 * offered themselves.
 */
export async function getCaseOptions(db: Database, caller: Caller): Promise<CaseOptions> {
  const scope = caseScopeOf(caller);
  const [officers, contractors] = await Promise.all([
    findAssignableOfficers(db, scope.authorityId, scope.officerId),
    findAssignableContractors(db, scope.authorityId),
  ]);
  return { officers, contractors };
}
