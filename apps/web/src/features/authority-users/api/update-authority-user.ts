import {
  authorityUserEndpoints,
  endpointPath,
  type AuthorityUser,
  type Envelope,
  type UpdateAuthorityUserRequest,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Saves an authority's user: every field again with the version read; an older version is a 409. */
export async function postAuthorityUserUpdate(
  request: UpdateAuthorityUserRequest,
): Promise<{ user: AuthorityUser; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<AuthorityUser>>(
    endpointPath(authorityUserEndpoints.update),
    request,
  );
  return { user: data.data, message: data.message };
}
