import { caseEndpoints, grantEndpoints, type CaseGrant } from '@casekeeper/contract';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api, type ApiTag } from '@/lib/api/api';
import { contractMutation, contractQuery, type Saved } from '@/lib/api/contract-endpoint';

type Tag = { type: ApiTag; id: string | number };

/** Every case's grant: what a change of the authority's grant settings or lists makes stale. */
export const EVERY_GRANT: Tag = { type: 'Grant', id: 'LIST' };
const CASE_LIST: Tag = { type: 'Case', id: 'LIST' };

/**
 * A case's grant (docs/grant.md): its works, quotes, approval and variations. Every change answers the whole
 * grant, which is written straight into the read's cache, so nothing is read again; a change that
 * moves the case itself (its contractor, its status) makes the case stale too.
 */
export const grantApi = api.injectEndpoints({
  endpoints: (build) => {
    const change = <E extends (typeof grantEndpoints)[keyof typeof grantEndpoints]>(
      endpoint: E,
      alsoStale: (caseId: number) => Tag[] = () => [],
    ) =>
      build.mutation({
        ...contractMutation(endpoint),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) void dispatch(grantWritten(data.data as CaseGrant));
        },
        invalidatesTags: (saved) => {
          const grant = (saved as Saved<CaseGrant> | undefined)?.data;
          return grant ? ['Spend', ...alsoStale(grant.caseId)] : [];
        },
      });
    return {
      getCaseGrant: build.query({
        ...contractQuery(grantEndpoints.get),
        providesTags: (_grant, _error, { params }) => [
          EVERY_GRANT,
          { type: 'Grant', id: Number(params.caseId) },
        ],
      }),
      /** The contractors a quote may come from: the authority's active ones, as the case form offers them. */
      getQuoteContractors: build.query({
        ...contractQuery(caseEndpoints.options),
        providesTags: ['Contractor'],
      }),
      addWork: change(grantEndpoints.addWork),
      updateWork: change(grantEndpoints.updateWork),
      removeWork: change(grantEndpoints.removeWork),
      orderWorks: change(grantEndpoints.orderWorks),
      addQuote: change(grantEndpoints.addQuote),
      updateQuote: change(grantEndpoints.updateQuote),
      removeQuote: change(grantEndpoints.removeQuote),
      // The case's contractor follows the accepted quote.
      acceptQuote: change(grantEndpoints.acceptQuote, (caseId) => [CASE_LIST, { type: 'Case', id: caseId }]),
      proposeGrant: change(grantEndpoints.propose),
      // The case moves to Approved: its record, history, clocks and every list it shows in.
      approveGrant: change(grantEndpoints.approve, (caseId) => [
        CASE_LIST,
        { type: 'Case', id: caseId },
        { type: 'CaseHistory', id: caseId },
        { type: 'CaseClocks', id: 'LIST' },
      ]),
      // A variation that stands changes the approved total: the case's Approved grant field, the
      // lists it shows in and what is left to pay (the payments are read again with the case).
      addVariation: change(grantEndpoints.addVariation, (caseId) => [
        CASE_LIST,
        { type: 'Case', id: caseId },
      ]),
      approveVariation: change(grantEndpoints.approveVariation, (caseId) => [
        CASE_LIST,
        { type: 'Case', id: caseId },
      ]),
      rejectVariation: change(grantEndpoints.rejectVariation),
    };
  },
});

/** A grant the server answered, put in the read's cache. */
function grantWritten(grant: CaseGrant) {
  return grantApi.util.upsertQueryData('getCaseGrant', { params: { caseId: grant.caseId } }, grant);
}

type CacheState = ReturnType<Parameters<ReturnType<typeof grantWritten>>[1]>;
const useCacheDispatch = useDispatch.withTypes<ThunkDispatch<CacheState, unknown, UnknownAction>>();

/** Puts a grant answered outside the calls above (a quote's or variation's document upload) in the read's cache. */
export function useWriteGrant() {
  const dispatch = useCacheDispatch();
  return useCallback((grant: CaseGrant) => void dispatch(grantWritten(grant)), [dispatch]);
}

export const {
  useGetCaseGrantQuery,
  useGetQuoteContractorsQuery,
  useAddWorkMutation,
  useUpdateWorkMutation,
  useRemoveWorkMutation,
  useOrderWorksMutation,
  useAddQuoteMutation,
  useUpdateQuoteMutation,
  useRemoveQuoteMutation,
  useAcceptQuoteMutation,
  useProposeGrantMutation,
  useApproveGrantMutation,
  useAddVariationMutation,
  useApproveVariationMutation,
  useRejectVariationMutation,
} = grantApi;
