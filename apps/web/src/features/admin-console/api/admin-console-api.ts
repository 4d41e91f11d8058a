import {
  adminEndpoints,
  invitationEndpoints,
  signedInDeviceEndpoints,
  type AdminRecordType,
  type Authority,
  type AuthoritySortColumn,
  type Envelope,
  type Page,
  type PlatformAdmin,
  type PlatformAdminSortColumn,
} from '@casekeeper/contract';
import { api, type ApiTag } from '@/lib/api/api';
import { contractMutation, contractQuery, type Saved } from '@/lib/api/contract-endpoint';
import { LIST, type ApiBuilder } from '@/lib/api/record-calls';
import type { PagedListQuery } from '@/lib/use-paged-list';

/** The console serves two record types from one set of calls; each is cached under its own tag. */
const TAG: Record<AdminRecordType, ApiTag> = { admin: 'PlatformAdmin', authority: 'Authority' };

type Row = { admin: PlatformAdmin; authority: Authority };
type SortColumn = { admin: PlatformAdminSortColumn; authority: AuthoritySortColumn };

const listOf = (type: AdminRecordType) => [
  { type: TAG[type], id: LIST },
  // An authority's name and status head the lists of its users and contractors.
  ...(type === 'authority'
    ? [
        { type: 'AuthorityUser' as const, id: LIST },
        { type: 'Contractor' as const, id: LIST },
      ]
    : []),
];

/** What a write makes stale: the list of its type, the record written, and what the list heads. */
const written = (type: AdminRecordType, saved: Saved<{ id: number }> | undefined) => [
  ...listOf(type),
  ...(saved ? [{ type: TAG[type], id: saved.data.id }] : []),
];

/** One page of one record type; the type is the list's, so the page holds only its records. */
function listCall<T extends AdminRecordType>(build: ApiBuilder, type: T) {
  const { query, transformResponse } = contractQuery(adminEndpoints.list);
  return build.query<Page<Row[T]>, PagedListQuery<SortColumn[T]>>({
    query: ({ pageNo, ...listQuery }) => query({ params: { type, page: pageNo }, query: listQuery }),
    // The contract answers either type's page; the server answers the type asked for.
    transformResponse: (envelope: Envelope<unknown>) => transformResponse(envelope) as Page<Row[T]>,
    providesTags: [{ type: TAG[type], id: LIST }],
  });
}

/**
 * The admin console: platform admins and authorities, listed, read, added, updated,
 * (de)activated and deleted, and an invited admin's invitation sent again.
 */
const adminConsoleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlatformAdmins: listCall(build, 'admin'),
    getAuthorities: listCall(build, 'authority'),
    getAdminRecord: build.query({
      ...contractQuery(adminEndpoints.edit),
      providesTags: (record) => (record ? [{ type: TAG[record.type], id: record.id }] : []),
    }),
    addAdminRecord: build.mutation({
      ...contractMutation(adminEndpoints.add),
      invalidatesTags: (_saved, _error, { body }) => listOf(body.type),
    }),
    updateAdminRecord: build.mutation({
      ...contractMutation(adminEndpoints.update),
      invalidatesTags: (saved, _error, { body }) => written(body.type, saved),
    }),
    setAdminRecordActive: build.mutation({
      ...contractMutation(adminEndpoints.setActive),
      invalidatesTags: (saved, _error, { params }) => written(params.type, saved),
    }),
    deleteAdminRecord: build.mutation({
      ...contractMutation(adminEndpoints.delete),
      invalidatesTags: (_saved, _error, { params }) => listOf(params.type),
    }),
    // A new link changes nothing the lists show.
    resendAdminInvitation: build.mutation(contractMutation(invitationEndpoints.resendToPlatformAdmin)),
    // Nor does signing someone out everywhere.
    endAllSignInsOfUser: build.mutation(contractMutation(signedInDeviceEndpoints.endAllOfUser)),
  }),
});

export const {
  useGetPlatformAdminsQuery,
  useGetAuthoritiesQuery,
  useGetAdminRecordQuery,
  useAddAdminRecordMutation,
  useUpdateAdminRecordMutation,
  useSetAdminRecordActiveMutation,
  useDeleteAdminRecordMutation,
  useResendAdminInvitationMutation,
  useEndAllSignInsOfUserMutation,
} = adminConsoleApi;
