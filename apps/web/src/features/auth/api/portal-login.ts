import {
  endpointPath,
  portalEndpoints,
  type Envelope,
  type LoginRequest,
  type PortalLoginAnswer,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/**
 * POST /portal/login: the applicant's session and case master, and the refresh token cookie; or,
 * for an applicant who added a passkey, the second factor still to come.
 */
export async function postPortalLogin(request: LoginRequest): Promise<PortalLoginAnswer> {
  const { data } = await publicClient.post<Envelope<PortalLoginAnswer>>(
    endpointPath(portalEndpoints.login),
    request,
  );
  return data.data;
}
