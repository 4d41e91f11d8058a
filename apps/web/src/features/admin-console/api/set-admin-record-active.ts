import {
  adminEndpoints,
  endpointPath,
  type AdminRecord,
  type AdminRecordType,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/**
 * Activates or deactivates a platform admin or an authority, with the flag wanted, so a
 * repeated click cannot undo itself.
 */
export async function postAdminRecordActive(
  type: AdminRecordType,
  id: number,
  isActive: boolean,
): Promise<{ record: AdminRecord; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<AdminRecord>>(
    endpointPath(adminEndpoints.setActive, { type, id }),
    {
      isActive,
    },
  );
  return { record: data.data, message: data.message };
}
