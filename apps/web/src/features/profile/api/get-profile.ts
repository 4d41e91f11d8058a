import { endpointPath, profileEndpoints, type Envelope, type Profile } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** GET /profile: the signed-in user's own profile. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await authenticatedClient.get<Envelope<Profile>>(endpointPath(profileEndpoints.get), {
    signal,
  });
  return data.data;
}
