import {
  adminEndpoints,
  endpointPath,
  type AdminRecord,
  type Envelope,
  type UpdateAdminRecordRequest,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/**
 * Saves a platform admin or an authority: every field again with the version read; an older
 * version is a 409.
 */
export async function postAdminRecordUpdate(
  request: UpdateAdminRecordRequest,
): Promise<{ record: AdminRecord; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<AdminRecord>>(
    endpointPath(adminEndpoints.update),
    request,
  );
  return { record: data.data, message: data.message };
}
