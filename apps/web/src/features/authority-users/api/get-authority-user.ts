import {
  authorityUserEndpoints,
  endpointPath,
  type AuthorityUser,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** An authority's user, to edit. */
export async function getAuthorityUser(id: number, signal?: AbortSignal): Promise<AuthorityUser> {
  const { data } = await authenticatedClient.get<Envelope<AuthorityUser>>(
    endpointPath(authorityUserEndpoints.edit, { id }),
    {
      signal,
    },
  );
  return data.data;
}
