import {
  API_PATHS,
  type AuthorityUserPage,
  type AuthorityUserSortColumn,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';
import type { PagedListQuery } from '@/lib/use-paged-list';

/** GET /authority/User/{authorityId}: one page of an authority's users, with the authority named. */
export async function getAuthorityUsers(
  authorityId: number,
  query: PagedListQuery<AuthorityUserSortColumn>,
  signal: AbortSignal,
): Promise<AuthorityUserPage> {
  const { data } = await authenticatedClient.get<Envelope<AuthorityUserPage>>(
    API_PATHS.authorityUsers(authorityId),
    {
      params: query,
      signal,
    },
  );
  return data.data;
}
