import { alarmEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation } from '@/lib/api/contract-endpoint';

/** Takes an item out of the caller's alarm lists (`POST /dashboard/remove-actionitem/{id}`). */
const dismissAlarmApi = api.injectEndpoints({
  endpoints: (build) => ({
    dismissAlarm: build.mutation({
      ...contractMutation(alarmEndpoints.dismiss),
      invalidatesTags: [{ type: 'Alarm', id: 'LIST' }],
    }),
  }),
});

export const { useDismissAlarmMutation } = dismissAlarmApi;
