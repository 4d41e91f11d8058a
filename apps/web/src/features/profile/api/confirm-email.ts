import { endpointPath, profileEndpoints, type Envelope } from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** Makes the new address from a confirmation link the account's own; answers the server's message. */
export async function postConfirmEmail(token: string): Promise<string> {
  const { data } = await publicClient.post<Envelope<{ email: string }>>(
    endpointPath(profileEndpoints.confirmEmail),
    { token },
  );
  return data.message;
}
