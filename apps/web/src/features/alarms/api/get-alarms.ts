import { alarmEndpoints, type AlarmList, type EndpointInput, type Envelope } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/** The alarm response with the envelope's statusCode, which the spec checks (a non-200 alerts). */
export type AlarmAnswer = AlarmList & { statusCode: number };

type GetAlarmsArg = EndpointInput<typeof alarmEndpoints.list> & {
  /** The alarm slice's alarmNotiTriggerKey: a new key is a new call. */
  triggerKey: number;
};

const { query } = contractQuery(alarmEndpoints.list);

/** The caller's alarms (`GET /dashboard/action-items/{webUserId}/{upcomingCount}/{pastCount}`). */
const alarmsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlarms: build.query({
      // The trigger key only tells the cache apart; the server is sent the params.
      query: ({ params }: GetAlarmsArg) => query({ params }),
      transformResponse: (envelope: Envelope<AlarmList>): AlarmAnswer => ({
        ...envelope.data,
        statusCode: envelope.statusCode,
      }),
      providesTags: [{ type: 'Alarm', id: 'LIST' }],
    }),
  }),
});

export const { useGetAlarmsQuery } = alarmsApi;
