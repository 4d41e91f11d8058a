import {
  auditLogEndpoints,
  endpointPath,
  type AuditPage,
  type AuditQuery,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** The audit log, newest first; pass the answer's nextCursor as `before` for older events. */
export async function getAuditEvents(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const { data } = await authenticatedClient.get<Envelope<AuditPage>>(endpointPath(auditLogEndpoints.list), {
    params: query,
    signal,
  });
  return data.data;
}
