import { caseInsightEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/**
 * Each clock's performance over the cases the caller may see (`GET /case/clockPerformance/`):
 * stale with the case list (any change to a case may start or stop a clock) and with the clock
 * settings (a clock added, renamed or removed; every case's clocks worked out again).
 */
const clockPerformanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClockPerformance: build.query({
      ...contractQuery(caseInsightEndpoints.clockPerformance),
      providesTags: [
        { type: 'Case', id: 'LIST' },
        { type: 'ClockSettings', id: 'AUTHORITY' },
        { type: 'CaseClocks', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetClockPerformanceQuery } = clockPerformanceApi;
