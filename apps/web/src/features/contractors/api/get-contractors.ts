import {
  contractorEndpoints,
  endpointPath,
  type ContractorPage,
  type ContractorSortColumn,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';
import type { PagedListQuery } from '@/lib/use-paged-list';

/** One page of an authority's contractors. */
export async function getContractors(
  authorityId: number,
  query: PagedListQuery<ContractorSortColumn>,
  signal: AbortSignal,
): Promise<ContractorPage> {
  const { data } = await authenticatedClient.get<Envelope<ContractorPage>>(
    endpointPath(contractorEndpoints.list, { authorityId }),
    {
      params: query,
      signal,
    },
  );
  return data.data;
}
