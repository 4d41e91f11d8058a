import {
  endpointPath,
  portalEndpoints,
  type Envelope,
  type LoginRequest,
  type PortalSession,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** POST /portal/login: the applicant's session and case master, and the refresh token cookie. */
export async function postPortalLogin(request: LoginRequest): Promise<PortalSession> {
  const { data } = await publicClient.post<Envelope<PortalSession>>(
    endpointPath(portalEndpoints.login),
    request,
  );
  return data.data;
}
