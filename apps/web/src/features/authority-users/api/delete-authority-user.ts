import { authorityUserEndpoints, endpointPath, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Deletes an authority's user (softly); answers the server's message. */
export async function postAuthorityUserDelete(id: number): Promise<string> {
  const { data } = await authenticatedClient.post<Envelope<null>>(
    endpointPath(authorityUserEndpoints.delete, { id }),
  );
  return data.message;
}
