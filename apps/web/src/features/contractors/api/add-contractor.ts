import { API_PATHS, type AddContractorRequest, type Contractor, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /contractor/add. */
export async function postContractor(
  request: AddContractorRequest,
): Promise<{ contractor: Contractor; message: string }> {
  const { data } = await authenticatedClient.post<Envelope<Contractor>>(API_PATHS.contractorAdd, request);
  return { contractor: data.data, message: data.message };
}
