import {
  endpointPath,
  profileEndpoints,
  type Envelope,
  type Profile,
  type UpdateProfileRequest,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /profile: saves names and phone; a new e-mail address needs the current password. */
export async function postProfile(
  request: UpdateProfileRequest,
): Promise<{ profile: Profile; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<Profile>>(
    endpointPath(profileEndpoints.update),
    request,
  );
  return { profile: data.data, message: data.message };
}
