import { isAdmitted, paymentEndpoints, type AccessSubject } from '@casekeeper/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { paymentsApi, useGetPaymentsToAuthoriseQuery } from '../api/payments-api';

/** Requests come in while the page stays open: the count is read again this often. */
const COUNT_REFRESH_MS = 5 * 60 * 1000;

/**
 * How many payments await the viewer's authorisation, or null when they may not authorise. Only
 * the server knows whether the authority lets its read-write officers authorise, so the list is
 * asked of everyone its access rule may admit (authority ADMINs and READWRITE users), and its
 * `mayAuthorise` says whether there is a count to show.
 */
export function usePaymentsToAuthoriseCount(viewer: AccessSubject | null): number | null {
  const mayAsk = viewer !== null && isAdmitted(paymentEndpoints.toAuthorise.access, viewer);
  const arg = mayAsk ? undefined : skipToken;
  // An officer who may not authorise, or a failure, is not asked again every few minutes: it
  // holds until the session changes or the list is read again (after a decision, say).
  const known = paymentsApi.endpoints.getPaymentsToAuthorise.useQueryState(arg);
  const keepAsking = !known.isError && known.data?.mayAuthorise !== false;
  const list = useGetPaymentsToAuthoriseQuery(arg, {
    pollingInterval: keepAsking ? COUNT_REFRESH_MS : 0,
    skipPollingIfUnfocused: true,
  });
  if (!mayAsk || list.isError || !list.data?.mayAuthorise) return null;
  return list.data.count;
}
