import {
  adminEndpoints,
  endpointPath,
  type Authority,
  type AuthoritySortColumn,
  type Envelope,
  type Page,
  type PlatformAdmin,
  type PlatformAdminSortColumn,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';
import type { PagedListQuery } from '@/lib/use-paged-list';

async function getAdminList<T>(
  type: 'admin' | 'authority',
  { pageNo, ...query }: PagedListQuery<string>,
  signal: AbortSignal,
): Promise<Page<T>> {
  const { data } = await authenticatedClient.get<Envelope<Page<T>>>(
    endpointPath(adminEndpoints.list, { type, page: pageNo }),
    {
      params: query,
      signal,
    },
  );
  return data.data;
}

/** One page of platform admins. */
export const getPlatformAdmins = (query: PagedListQuery<PlatformAdminSortColumn>, signal: AbortSignal) =>
  getAdminList<PlatformAdmin>('admin', query, signal);

/** One page of authorities. */
export const getAuthorities = (query: PagedListQuery<AuthoritySortColumn>, signal: AbortSignal) =>
  getAdminList<Authority>('authority', query, signal);
