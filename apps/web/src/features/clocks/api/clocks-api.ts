import { clockEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

const SETTINGS = { type: 'ClockSettings', id: 'AUTHORITY' } as const;
const EVERY_CASE = { type: 'CaseClocks', id: 'LIST' } as const;

/** A change of the settings works every case's clocks out again: the settings and every case's clocks. */
const settingsChanged = [SETTINGS, EVERY_CASE];

/**
 * The clocks (docs/clocks.md): a case's clocks, read afresh from its status history (so a status
 * change or a priority change, which make the case stale, make them stale too), and the
 * authority's clock settings with their ADMINs' changes.
 */
const clocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaseClocks: build.query({
      ...contractQuery(clockEndpoints.caseClocks),
      providesTags: (_clocks, _error, { params }) => [
        EVERY_CASE,
        { type: 'Case', id: Number(params.caseId) },
        { type: 'CaseHistory', id: Number(params.caseId) },
      ],
    }),
    getClockSettings: build.query({ ...contractQuery(clockEndpoints.settings), providesTags: [SETTINGS] }),
    addClockDefinition: build.mutation({
      ...contractMutation(clockEndpoints.addDefinition),
      invalidatesTags: settingsChanged,
    }),
    updateClockDefinition: build.mutation({
      ...contractMutation(clockEndpoints.updateDefinition),
      invalidatesTags: settingsChanged,
    }),
    deleteClockDefinition: build.mutation({
      ...contractMutation(clockEndpoints.deleteDefinition),
      invalidatesTags: settingsChanged,
    }),
    setClockNation: build.mutation({
      ...contractMutation(clockEndpoints.setNation),
      invalidatesTags: settingsChanged,
    }),
    addClosureDay: build.mutation({
      ...contractMutation(clockEndpoints.addClosureDay),
      invalidatesTags: settingsChanged,
    }),
    deleteClosureDay: build.mutation({
      ...contractMutation(clockEndpoints.deleteClosureDay),
      invalidatesTags: settingsChanged,
    }),
  }),
});

export const {
  useGetCaseClocksQuery,
  useGetClockSettingsQuery,
  useAddClockDefinitionMutation,
  useUpdateClockDefinitionMutation,
  useDeleteClockDefinitionMutation,
  useSetClockNationMutation,
  useAddClosureDayMutation,
  useDeleteClosureDayMutation,
} = clocksApi;
