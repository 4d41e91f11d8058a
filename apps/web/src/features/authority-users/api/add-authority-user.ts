import {
  authorityUserEndpoints,
  endpointPath,
  type AddAuthorityUserRequest,
  type AuthorityUser,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Adds a user to an authority; the new user is e-mailed a link to choose a password. */
export async function postAuthorityUser(
  request: AddAuthorityUserRequest,
): Promise<{ user: AuthorityUser; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<AuthorityUser>>(
    endpointPath(authorityUserEndpoints.add),
    request,
  );
  return { user: data.data, message: data.message };
}
