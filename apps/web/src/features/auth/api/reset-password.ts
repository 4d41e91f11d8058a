import {
  endpointPath,
  passwordEndpoints,
  type Envelope,
  type PasswordResetRequest,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** POST /password-reset: sets the new password with the token from the mailed link. */
export async function postPasswordReset(request: PasswordResetRequest): Promise<string> {
  const { data } = await publicClient.post<Envelope<null>>(endpointPath(passwordEndpoints.reset), request);
  return data.message;
}
