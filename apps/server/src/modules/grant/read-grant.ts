import type { CaseGrant } from '@casekeeper/contract';
import type { Database, Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import { findGrant, type GrantKey } from './grant-repository';
import { toCaseGrant } from './grant-view';
import { findQuotes } from './quote-repository';
import { findWorks } from './work-repository';

/**
 * The grant of a case the caller reaches, as the API answers it: read in a change's transaction,
 * one statement after another (a transaction's connection runs one at a time).
 */
export async function readGrant(db: Executor, key: GrantKey, caller: Caller): Promise<CaseGrant> {
  const found = await findGrant(db, key);
  const works = await findWorks(db, key);
  const quotes = await findQuotes(db, key);
  return toCaseGrant({ ...found, caseId: key.caseId, works, quotes }, caller);
}

/**
 * `GET /case/{caseId}/grant`: whoever may read the case reads its grant, its three parts at once
 * on the pool; one not begun yet is answered as a DRAFT at version 1 with nothing in it.
 */
export async function getGrant(db: Database, input: { caller: Caller; caseId: number }): Promise<CaseGrant> {
  const scope = caseScopeOf(input.caller);
  const found = await findCase(db, input.caseId, scope);
  if (!found) throw caseNotFound();
  const key = { authorityId: scope.authorityId, caseId: found.id };
  const [grant, works, quotes] = await Promise.all([
    findGrant(db, key),
    findWorks(db, key),
    findQuotes(db, key),
  ]);
  return toCaseGrant({ ...grant, caseId: key.caseId, works, quotes }, input.caller);
}
