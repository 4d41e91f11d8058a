import {
  endpointPath,
  sessionEndpoints,
  type Envelope,
  type LoginRequest,
  type SessionUser,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** POST /login: the session user, and the refresh token cookie. */
export async function postLogin(request: LoginRequest): Promise<SessionUser> {
  const { data } = await publicClient.post<Envelope<SessionUser>>(
    endpointPath(sessionEndpoints.login),
    request,
  );
  return data.data;
}
