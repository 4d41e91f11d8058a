import { auditLogEndpoints, type AuditPage, type AuditQuery, type Envelope } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/** Where the next (older) page starts: the last page's cursor; null, the newest page. */
type Before = number | null;

const list = contractQuery(auditLogEndpoints.list);

/** The audit log, newest first, a page at a time: each page's cursor asks for the older events. */
const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditEvents: build.infiniteQuery<AuditPage, AuditQuery, Before>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) =>
        list.query({ query: pageParam === null ? queryArg : { ...queryArg, before: pageParam } }),
      transformResponse: (envelope: Envelope<unknown>) => list.transformResponse(envelope),
      providesTags: ['AuditEvent'],
    }),
  }),
});

export const { useGetAuditEventsInfiniteQuery } = auditLogApi;
