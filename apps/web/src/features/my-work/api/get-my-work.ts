import { myWorkEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/**
 * The caller's My work (docs/my-work.md). Read again whenever their alarms, a case's clocks or
 * the payments to authorise change, and on coming back to the page.
 */
export const myWorkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyWork: build.query({
      ...contractQuery(myWorkEndpoints.read),
      providesTags: [
        { type: 'Alarm', id: 'LIST' },
        { type: 'Diary', id: 'LIST' },
        { type: 'CaseClocks', id: 'LIST' },
        { type: 'PaymentsToAuthorise', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetMyWorkQuery } = myWorkApi;
