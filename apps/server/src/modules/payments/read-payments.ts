import type { CasePayments } from '@casekeeper/contract';
import type { Database, Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import { approvedTotalOf } from '../grant';
import { mayAuthorisePayments } from './payment-authorisers';
import { findPayments, type PaymentKey } from './payment-repository';
import { toCasePayments } from './payment-view';

/**
 * A case's payments as the API answers them, read in a change's transaction one statement after
 * another (a transaction's connection runs one at a time). The case is the caller's to reach.
 */
export async function readPayments(db: Executor, key: PaymentKey, caller: Caller): Promise<CasePayments> {
  const approvedTotalPence = await approvedTotalOf(db, key);
  const rows = await findPayments(db, key);
  const mayAuthorise = await mayAuthorisePayments(db, caller);
  return toCasePayments({ caseId: key.caseId, approvedTotalPence, rows, mayAuthorise }, caller);
}

/**
 * `GET /case/{caseId}/payments`: whoever may read the case reads its payments. The case and the
 * parts are read at once on the pool: the parts are of the caller's own authority, and are
 * answered only if the caller reaches the case.
 */
export async function getPayments(
  db: Database,
  input: { caller: Caller; caseId: number },
): Promise<CasePayments> {
  const { caller } = input;
  const scope = caseScopeOf(caller);
  const key = { authorityId: scope.authorityId, caseId: input.caseId };
  const [found, approvedTotalPence, rows, mayAuthorise] = await Promise.all([
    findCase(db, input.caseId, scope),
    approvedTotalOf(db, key),
    findPayments(db, key),
    mayAuthorisePayments(db, caller),
  ]);
  if (!found) throw caseNotFound();
  return toCasePayments({ caseId: key.caseId, approvedTotalPence, rows, mayAuthorise }, caller);
}
