import {
  contractorEndpoints,
  endpointPath,
  type AddContractorRequest,
  type Contractor,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Adds a contractor to an authority. */
export async function postContractor(
  request: AddContractorRequest,
): Promise<{ contractor: Contractor; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<Contractor>>(
    endpointPath(contractorEndpoints.add),
    request,
  );
  return { contractor: data.data, message: data.message };
}
