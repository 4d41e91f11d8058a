import { API_PATHS, type AuditPage, type AuditQuery, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** GET /audit: newest first; pass the answer's nextCursor as `before` for older events. */
export async function getAuditEvents(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const { data } = await authenticatedClient.get<Envelope<AuditPage>>(API_PATHS.audit, {
    params: query,
    signal,
  });
  return data.data;
}
