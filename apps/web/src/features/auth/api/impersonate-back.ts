import { API_PATHS, type Envelope, type SessionUser } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /impersonate/back: the platform admin's own session again. */
export async function postImpersonateBack(): Promise<{ user: SessionUser; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<SessionUser>>(API_PATHS.impersonateBack);
  return { user: data.data, message: data.message };
}
