import {
  authorityUserEndpoints,
  endpointPath,
  type AuthorityUser,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Activates or deactivates an authority's user; deactivating ends the user's sessions. */
export async function postAuthorityUserActive(id: number, isActive: boolean): Promise<string> {
  const { data } = await authenticatedClient.post<Envelope<AuthorityUser>>(
    endpointPath(authorityUserEndpoints.setActive, { id }),
    {
      isActive,
    },
  );
  return data.message;
}
