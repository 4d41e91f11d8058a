import { spendEndpoints, type YearAllocation } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery, type Saved } from '@/lib/api/contract-endpoint';
import { isStaleRecord } from '@/lib/forms/to-submit-failure';

type AllocationWrite = {
  arg: { params: { year: unknown } };
  dispatch: (action: unknown) => unknown;
  saved: Promise<{ data: Saved<unknown> }>;
};

/**
 * After a change of the year's allocation: the allocation answered goes straight into its read's
 * cache; and the year's figures, whose remaining moves with it, are read again, as they are when
 * the change was refused because someone else changed the allocation first.
 */
async function allocationWritten({ arg, dispatch, saved }: AllocationWrite) {
  const year = { params: { year: Number(arg.params.year) } };
  const outcome = await saved.then(
    ({ data }) => ({ allocation: data.data as YearAllocation, moved: true }),
    (rejected: unknown) => ({
      allocation: null,
      moved: isStaleRecord((rejected as { error?: unknown } | null)?.error),
    }),
  );
  if (outcome.allocation)
    dispatch(spendApi.util.upsertQueryData('getYearAllocation', year, outcome.allocation));
  if (outcome.moved)
    dispatch(spendApi.endpoints.getYearSpend.initiate(year, { subscribe: false, forceRefetch: true }));
}

/** The year's spend and its allocation (docs/spend.md). */
export const spendApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Every grant approval, variation and payment moves the figures: their writes name this tag.
    getYearSpend: build.query({ ...contractQuery(spendEndpoints.spend), providesTags: ['Spend'] }),
    getYearAllocation: build.query({ ...contractQuery(spendEndpoints.allocation) }),
    saveAllocation: build.mutation({
      ...contractMutation(spendEndpoints.saveAllocation),
      onQueryStarted: (arg, { dispatch, queryFulfilled }) =>
        allocationWritten({ arg, dispatch, saved: queryFulfilled }),
    }),
    addAllocationChange: build.mutation({
      ...contractMutation(spendEndpoints.addAllocationChange),
      onQueryStarted: (arg, { dispatch, queryFulfilled }) =>
        allocationWritten({ arg, dispatch, saved: queryFulfilled }),
    }),
  }),
});

export const {
  useGetYearSpendQuery,
  useGetYearAllocationQuery,
  useSaveAllocationMutation,
  useAddAllocationChangeMutation,
} = spendApi;
