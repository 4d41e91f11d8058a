import type { CaseGrant } from '@casekeeper/contract';
import type { Database, Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import { findGrant, type GrantKey } from './grant-repository';
import { toCaseGrant } from './grant-view';
import { findQuotes } from './quote-repository';
import { findVariations } from './variation-repository';
import { findWorks } from './work-repository';

/**
 * The grant of a case the caller reaches, as the API answers it: read in a change's transaction,
 * one statement after another (a transaction's connection runs one at a time).
 */
export async function readGrant(db: Executor, key: GrantKey, caller: Caller): Promise<CaseGrant> {
  const found = await findGrant(db, key);
  const works = await findWorks(db, key);
  const quotes = await findQuotes(db, key);
  const variations = await findVariations(db, key);
  return toCaseGrant({ ...found, caseId: key.caseId, works, quotes, variations }, caller);
}

/**
 * `GET /case/{caseId}/grant`: whoever may read the case reads its grant; one not begun yet is
 * answered as a DRAFT at version 1 with nothing in it. The case and the grant's four parts are
 * read at once on the pool (one round trip, not two): the parts are of the caller's own authority,
 * and are answered only if the caller reaches the case.
 */
export async function getGrant(db: Database, input: { caller: Caller; caseId: number }): Promise<CaseGrant> {
  const scope = caseScopeOf(input.caller);
  const key = { authorityId: scope.authorityId, caseId: input.caseId };
  const [found, grant, works, quotes, variations] = await Promise.all([
    findCase(db, input.caseId, scope),
    findGrant(db, key),
    findWorks(db, key),
    findQuotes(db, key),
    findVariations(db, key),
  ]);
  if (!found) throw caseNotFound();
  return toCaseGrant({ ...grant, caseId: key.caseId, works, quotes, variations }, input.caller);
}
