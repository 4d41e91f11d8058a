import { adminEndpoints, endpointPath, type AdminRecordType, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /admin/delete/{type}/{id}: a soft delete; answers the server's message. */
export async function postAdminRecordDelete(type: AdminRecordType, id: number): Promise<string> {
  const { data } = await authenticatedClient.post<Envelope<null>>(
    endpointPath(adminEndpoints.delete, { type, id }),
  );
  return data.message;
}
