import {
  authorityUserEndpoints,
  endpointPath,
  type AuthorityUserPage,
  type AuthorityUserSortColumn,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';
import type { PagedListQuery } from '@/lib/use-paged-list';

/** One page of an authority's users, with the authority named. */
export async function getAuthorityUsers(
  authorityId: number,
  query: PagedListQuery<AuthorityUserSortColumn>,
  signal: AbortSignal,
): Promise<AuthorityUserPage> {
  const { data } = await authenticatedClient.get<Envelope<AuthorityUserPage>>(
    endpointPath(authorityUserEndpoints.list, { authorityId }),
    {
      params: query,
      signal,
    },
  );
  return data.data;
}
