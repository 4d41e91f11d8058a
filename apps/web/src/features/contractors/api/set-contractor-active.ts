import { contractorEndpoints, endpointPath, type Contractor, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /contractor/isactive/{id} with the flag wanted. */
export async function postContractorActive(id: number, isActive: boolean): Promise<string> {
  const { data } = await authenticatedClient.post<Envelope<Contractor>>(
    endpointPath(contractorEndpoints.setActive, { id }),
    {
      isActive,
    },
  );
  return data.message;
}
