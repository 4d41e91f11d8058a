import type { CaseRestriction } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import { findRestrictionChoices, findRestrictionUsers } from './case-restriction-repository';

/** The restriction of a case the caller can see: whom it is restricted to, and whom it could be. */
export async function readCaseRestriction(
  db: Executor,
  input: { caller: Caller; caseId: number },
): Promise<CaseRestriction> {
  const scope = caseScopeOf(input.caller);
  const found = await findCase(db, input.caseId, scope);
  if (!found) throw caseNotFound();
  return restrictionOf(db, found);
}

export async function restrictionOf(
  db: Executor,
  found: { id: number; authorityId: number; restricted: boolean },
): Promise<CaseRestriction> {
  const [users, choices] = await Promise.all([
    found.restricted ? findRestrictionUsers(db, found.id) : Promise.resolve([]),
    findRestrictionChoices(db, found.authorityId),
  ]);
  return { restricted: found.restricted, users, choices };
}
