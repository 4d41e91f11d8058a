import { API_PATHS, type AdminRecord, type AdminRecordType, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** GET /admin/edit/{id}?type=…: a platform admin or an authority to edit. */
export async function getAdminRecord(
  type: AdminRecordType,
  id: number,
  signal?: AbortSignal,
): Promise<AdminRecord> {
  const { data } = await authenticatedClient.get<Envelope<AdminRecord>>(API_PATHS.adminEdit(id), {
    params: { type },
    signal,
  });
  return data.data;
}
