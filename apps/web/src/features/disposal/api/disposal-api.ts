import { disposalEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

/**
 * The authority's retention schedule and its disposal review. The review is read again by the
 * page after each decision; a disposal changes cases, so the cases' reads go stale.
 */
export const disposalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRetentionSchedule: build.query(contractQuery(disposalEndpoints.getSchedule)),
    saveRetentionSchedule: build.mutation({
      ...contractMutation(disposalEndpoints.saveSchedule),
      onQueryStarted: async ({ params }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          void dispatch(disposalApi.util.upsertQueryData('getRetentionSchedule', { params }, data.data));
      },
    }),
    getDisposalReview: build.query(contractQuery(disposalEndpoints.list)),
    keepCase: build.mutation(contractMutation(disposalEndpoints.keep)),
    disposeCase: build.mutation({
      ...contractMutation(disposalEndpoints.dispose),
      invalidatesTags: ['Case'],
    }),
    disposeCases: build.mutation({
      ...contractMutation(disposalEndpoints.disposeBatch),
      invalidatesTags: ['Case'],
    }),
    getDisposalBatch: build.query(contractQuery(disposalEndpoints.batch)),
  }),
});

export const {
  useGetRetentionScheduleQuery,
  useSaveRetentionScheduleMutation,
  useGetDisposalReviewQuery,
  useKeepCaseMutation,
  useDisposeCaseMutation,
  useDisposeCasesMutation,
  useGetDisposalBatchQuery,
} = disposalApi;
