import {
  adminEndpoints,
  endpointPath,
  type AddAdminRecordRequest,
  type AdminRecord,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Adds a platform admin (invited by mail) or an authority. */
export async function postAdminRecord(
  request: AddAdminRecordRequest,
): Promise<{ record: AdminRecord; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<AdminRecord>>(
    endpointPath(adminEndpoints.add),
    request,
  );
  return { record: data.data, message: data.message };
}
