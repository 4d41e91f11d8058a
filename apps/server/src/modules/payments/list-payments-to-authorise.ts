import { PAYMENTS_TO_AUTHORISE_MAX, type PaymentsToAuthorise } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { authoriserScopeOf, mayAuthorisePayments } from './payment-authorisers';
import { toPayment } from './payment-view';
import { countPaymentsToAuthorise, findPaymentsToAuthorise } from './to-authorise-repository';

/**
 * `GET /payments/to-authorise`: the authority's payments awaiting authorisation that the caller
 * may authorise (every case of the authority, their own requests apart), oldest first; none, and
 * says so, to a read-write officer whose authority keeps authorising to its ADMINs.
 */
export async function listPaymentsToAuthorise(db: Database, caller: Caller): Promise<PaymentsToAuthorise> {
  if (!(await mayAuthorisePayments(db, caller))) return { items: [], count: 0, mayAuthorise: false };
  const who = { authorityId: authoriserScopeOf(caller).authorityId, webUserId: caller.webUserId };
  const [rows, count] = await Promise.all([
    findPaymentsToAuthorise(db, who, PAYMENTS_TO_AUTHORISE_MAX),
    countPaymentsToAuthorise(db, who),
  ]);
  return {
    items: rows.map((row) => ({
      caseId: row.caseId,
      caseNumber: row.caseNumber,
      clientName: row.clientName,
      payment: toPayment(row, caller),
    })),
    count,
    mayAuthorise: true,
  };
}
