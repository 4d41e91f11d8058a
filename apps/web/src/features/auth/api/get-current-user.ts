import { endpointPath, sessionEndpoints, type Envelope, type SessionUser } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** GET /me: the signed-in user's session fields, read afresh. */
export async function getCurrentUser(): Promise<SessionUser> {
  const { data } = await authenticatedClient.get<Envelope<SessionUser>>(endpointPath(sessionEndpoints.me));
  return data.data;
}
