import { bankHolidayEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

const CALENDAR = { type: 'BankHolidays', id: 'CALENDAR' } as const;

/**
 * The bank holidays clocks count (docs/clocks.md): a nation's year, a GOV.UK file previewed (which
 * changes nothing) and applied, and single days added or removed by hand.
 */
const bankHolidaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBankHolidayYear: build.query({
      ...contractQuery(bankHolidayEndpoints.year),
      providesTags: [CALENDAR],
    }),
    previewBankHolidayFile: build.mutation({ ...contractMutation(bankHolidayEndpoints.preview) }),
    applyBankHolidayFile: build.mutation({
      ...contractMutation(bankHolidayEndpoints.apply),
      invalidatesTags: [CALENDAR],
    }),
    addBankHoliday: build.mutation({
      ...contractMutation(bankHolidayEndpoints.addDay),
      invalidatesTags: [CALENDAR],
    }),
    removeBankHoliday: build.mutation({
      ...contractMutation(bankHolidayEndpoints.removeDay),
      invalidatesTags: [CALENDAR],
    }),
  }),
});

export const {
  useGetBankHolidayYearQuery,
  usePreviewBankHolidayFileMutation,
  useApplyBankHolidayFileMutation,
  useAddBankHolidayMutation,
  useRemoveBankHolidayMutation,
} = bankHolidaysApi;
