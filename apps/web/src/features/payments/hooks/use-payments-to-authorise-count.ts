import { isAdmitted, paymentEndpoints, type AccessSubject } from '@casekeeper/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { paymentsApi, useGetPaymentsToAuthoriseQuery } from '../api/payments-api';

/** Requests come in while the page stays open: the count is read again this often. */
const COUNT_REFRESH_MS = 5 * 60 * 1000;

/**
 * How many payments await the viewer's authorisation, or null when they may not authorise. Only
 * the server knows whether the authority lets its read-write officers authorise, so the list is
 * asked of everyone its access rule may admit (authority ADMINs and READWRITE users), and a
 * refusal (403) means none to show.
 */
export function usePaymentsToAuthoriseCount(viewer: AccessSubject | null): number | null {
  const mayAsk = viewer !== null && isAdmitted(paymentEndpoints.toAuthorise.access, viewer);
  const arg = mayAsk ? undefined : skipToken;
  // A refusal is not asked again every few minutes: it holds until the session changes.
  const refused = paymentsApi.endpoints.getPaymentsToAuthorise.useQueryState(arg).isError;
  const list = useGetPaymentsToAuthoriseQuery(arg, {
    pollingInterval: refused ? 0 : COUNT_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  if (!mayAsk || list.isError) return null;
  return list.data?.count ?? null;
}
