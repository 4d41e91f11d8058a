import { contractorEndpoints, endpointPath, type Contractor, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** A contractor, to edit. */
export async function getContractor(id: number, signal?: AbortSignal): Promise<Contractor> {
  const { data } = await authenticatedClient.get<Envelope<Contractor>>(
    endpointPath(contractorEndpoints.edit, { id }),
    {
      signal,
    },
  );
  return data.data;
}
