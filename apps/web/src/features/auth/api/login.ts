import {
  endpointPath,
  sessionEndpoints,
  type Envelope,
  type LoginAnswer,
  type LoginRequest,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/**
 * POST /login: the session user, and the refresh token cookie; or the second factor still to come,
 * its pending sign-in in a cookie of its own.
 */
export async function postLogin(request: LoginRequest): Promise<LoginAnswer> {
  const { data } = await publicClient.post<Envelope<LoginAnswer>>(
    endpointPath(sessionEndpoints.login),
    request,
  );
  return data.data;
}
