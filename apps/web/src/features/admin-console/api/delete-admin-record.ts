import { adminEndpoints, endpointPath, type AdminRecordType, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Deletes a platform admin or an authority (softly); answers the server's message. */
export async function postAdminRecordDelete(type: AdminRecordType, id: number): Promise<string> {
  const { data } = await authenticatedClient.post<Envelope<null>>(
    endpointPath(adminEndpoints.delete, { type, id }),
  );
  return data.message;
}
