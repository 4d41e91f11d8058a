import { clockEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/**
 * The authority's clocks the list's clock filter offers, from its clock settings
 * (`GET /clocks/settings`, which everyone who reads cases may read), under the list's own name.
 * A change of the settings makes them stale, as it does the settings page.
 */
const clockChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClockChoices: build.query({
      ...contractQuery(clockEndpoints.settings),
      providesTags: [{ type: 'ClockSettings', id: 'AUTHORITY' }],
    }),
  }),
});

export const { useGetClockChoicesQuery } = clockChoicesApi;
