import { signedInDeviceEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

const DEVICES = ['SignedInDevice'] as const;

/**
 * The caller's own signed-in devices: the list, and signing one or all the others out. A write
 * reads the list again, also when it failed (a device already signed out leaves it stale).
 */
const signedInDevicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignedInDevices: build.query({
      ...contractQuery(signedInDeviceEndpoints.list),
      providesTags: [...DEVICES],
    }),
    endSignedInDevice: build.mutation({
      ...contractMutation(signedInDeviceEndpoints.end),
      invalidatesTags: [...DEVICES],
    }),
    endOtherDevices: build.mutation({
      ...contractMutation(signedInDeviceEndpoints.endOthers),
      invalidatesTags: [...DEVICES],
    }),
  }),
});

export const { useGetSignedInDevicesQuery, useEndSignedInDeviceMutation, useEndOtherDevicesMutation } =
  signedInDevicesApi;
