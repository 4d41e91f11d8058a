import { API_PATHS, type Contractor, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /contractor/isactive/{id} with the flag wanted. */
export async function postContractorActive(id: number, isActive: boolean): Promise<string> {
  const { data } = await authenticatedClient.post<Envelope<Contractor>>(API_PATHS.contractorIsActive(id), {
    isActive,
  });
  return data.message;
}
