import { paymentEndpoints, type CasePayments, type RequestPaymentRequest } from '@casekeeper/contract';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api, type ApiTag } from '@/lib/api/api';
import { contractMutation, contractQuery, type Saved } from '@/lib/api/contract-endpoint';

type Tag = { type: ApiTag; id: string | number };

const TO_AUTHORISE: Tag = { type: 'PaymentsToAuthorise', id: 'LIST' };

/** What a final payment's request moves: the case goes to Works completed when its works were under way. */
const caseMoved = (caseId: number): Tag[] => [
  { type: 'Case', id: 'LIST' },
  { type: 'Case', id: caseId },
  { type: 'CaseHistory', id: caseId },
  { type: 'CaseClocks', id: 'LIST' },
];

/**
 * A case's payments (docs/payments.md) and the authority's payments awaiting authorisation.
 * Every change answers the case's payments as they now are, written straight into the read's
 * cache; the list to authorise (and its count in the sidebar) is read again.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => {
    const change = <E extends (typeof paymentEndpoints)[keyof typeof paymentEndpoints]>(
      endpoint: E,
      alsoStale: (caseId: number, arg: unknown) => Tag[] = () => [],
    ) =>
      build.mutation({
        ...contractMutation(endpoint),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) void dispatch(paymentsWritten(data.data as CasePayments));
        },
        invalidatesTags: (saved, _error, arg) => {
          const payments = (saved as Saved<CasePayments> | undefined)?.data;
          return payments ? [TO_AUTHORISE, 'Spend', ...alsoStale(payments.caseId, arg)] : [];
        },
      });
    return {
      getCasePayments: build.query({
        ...contractQuery(paymentEndpoints.get),
        // Read again whenever the case changes: its grant's approval, a variation or a new status
        // moves what is left to pay and what may be done.
        providesTags: (_payments, _error, { params }) => [
          { type: 'Payments', id: Number(params.caseId) },
          { type: 'Case', id: Number(params.caseId) },
        ],
      }),
      getPaymentsToAuthorise: build.query({
        ...contractQuery(paymentEndpoints.toAuthorise),
        providesTags: [TO_AUTHORISE],
      }),
      requestPayment: change(paymentEndpoints.request, (caseId, arg) =>
        (arg as { body: RequestPaymentRequest }).body.payment.kind === 'FINAL' ? caseMoved(caseId) : [],
      ),
      authorisePayment: change(paymentEndpoints.authorise),
      rejectPayment: change(paymentEndpoints.reject),
      markPaymentPaid: change(paymentEndpoints.markPaid),
    };
  },
});

/** A case's payments the server answered, put in the read's cache. */
function paymentsWritten(payments: CasePayments) {
  return paymentsApi.util.upsertQueryData(
    'getCasePayments',
    { params: { caseId: payments.caseId } },
    payments,
  );
}

type CacheState = ReturnType<Parameters<ReturnType<typeof paymentsWritten>>[1]>;
const useCacheDispatch = useDispatch.withTypes<ThunkDispatch<CacheState, unknown, UnknownAction>>();

/** Puts payments answered outside the calls above (an invoice's upload) in the read's cache. */
export function useWritePayments() {
  const dispatch = useCacheDispatch();
  return useCallback(
    (payments: CasePayments) => {
      void dispatch(paymentsWritten(payments));
      dispatch(paymentsApi.util.invalidateTags([TO_AUTHORISE]));
    },
    [dispatch],
  );
}

export const {
  useGetCasePaymentsQuery,
  useGetPaymentsToAuthoriseQuery,
  useRequestPaymentMutation,
  useAuthorisePaymentMutation,
  useRejectPaymentMutation,
  useMarkPaymentPaidMutation,
} = paymentsApi;
