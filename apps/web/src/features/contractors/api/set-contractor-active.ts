import { contractorEndpoints, endpointPath, type Contractor, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Activates or deactivates a contractor, with the flag wanted; answers the server's message. */
export async function postContractorActive(id: number, isActive: boolean): Promise<string> {
  const { data } = await authenticatedClient.post<Envelope<Contractor>>(
    endpointPath(contractorEndpoints.setActive, { id }),
    {
      isActive,
    },
  );
  return data.message;
}
