import {
  endpointPath,
  passwordEndpoints,
  type ChangePasswordRequest,
  type Envelope,
  type SessionUser,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /change-password: ends every other session and answers a fresh one for this browser. */
export async function postChangePassword(
  request: ChangePasswordRequest,
): Promise<{ user: SessionUser; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<SessionUser>>(
    endpointPath(passwordEndpoints.change),
    request,
  );
  return { user: data.data, message: data.message };
}
