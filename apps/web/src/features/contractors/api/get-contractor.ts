import { API_PATHS, type Contractor, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** GET /contractor/edit/{id}. */
export async function getContractor(id: number, signal?: AbortSignal): Promise<Contractor> {
  const { data } = await authenticatedClient.get<Envelope<Contractor>>(API_PATHS.contractorEdit(id), {
    signal,
  });
  return data.data;
}
