import { endpointPath, impersonationEndpoints, type Envelope, type SessionUser } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /impersonate/{id}: the target's session, marked impersonating, and the server's message. */
export async function postImpersonate(webUserId: number): Promise<{ user: SessionUser; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<SessionUser>>(
    endpointPath(impersonationEndpoints.start, { id: webUserId }),
  );
  return { user: data.data, message: data.message };
}
