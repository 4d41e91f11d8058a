import {
  adminEndpoints,
  endpointPath,
  type AdminRecord,
  type AdminRecordType,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** A platform admin or an authority to edit. */
export async function getAdminRecord(
  type: AdminRecordType,
  id: number,
  signal?: AbortSignal,
): Promise<AdminRecord> {
  const { data } = await authenticatedClient.get<Envelope<AdminRecord>>(
    endpointPath(adminEndpoints.edit, { id }),
    {
      params: { type },
      signal,
    },
  );
  return data.data;
}
