import {
  contractorEndpoints,
  endpointPath,
  type Contractor,
  type Envelope,
  type UpdateContractorRequest,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Saves a contractor: every field again with the version read; an older version is a 409. */
export async function postContractorUpdate(
  request: UpdateContractorRequest,
): Promise<{ contractor: Contractor; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<Contractor>>(
    endpointPath(contractorEndpoints.update),
    request,
  );
  return { contractor: data.data, message: data.message };
}
