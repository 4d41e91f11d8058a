import {
  endpointPath,
  passwordEndpoints,
  type Envelope,
  type ForgotPasswordRequest,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** POST /forgot-password: answers the same message whether or not the account exists. */
export async function postForgotPassword(request: ForgotPasswordRequest): Promise<string> {
  const { data } = await publicClient.post<Envelope<null>>(endpointPath(passwordEndpoints.forgot), request);
  return data.message;
}
