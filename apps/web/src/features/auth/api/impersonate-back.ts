import { endpointPath, impersonationEndpoints, type Envelope, type SessionUser } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /impersonate/back: the platform admin's own session again. */
export async function postImpersonateBack(): Promise<{ user: SessionUser; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<SessionUser>>(
    endpointPath(impersonationEndpoints.back),
  );
  return { user: data.data, message: data.message };
}
