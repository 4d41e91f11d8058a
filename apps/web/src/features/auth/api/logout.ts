import { endpointPath, sessionEndpoints, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /logout: ends this sign-in on the server and clears the refresh token cookie. */
export async function postLogout(options: { timeout?: number } = {}): Promise<void> {
  await authenticatedClient.post<Envelope<null>>(endpointPath(sessionEndpoints.logout), undefined, options);
}
