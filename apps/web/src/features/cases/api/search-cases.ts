import {
  caseEndpoints,
  endpointPath,
  type CaseSearchItem,
  type CaseSearchRequest,
  type Envelope,
  type Page,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/**
 * The global case search: the request's fields as query parameters, `data.data` as the matches.
 * A request that is not an object is a programming error: logged, and nothing is asked.
 */
export async function searchCases(
  request: CaseSearchRequest,
  signal?: AbortSignal,
): Promise<CaseSearchItem[]> {
  const given: unknown = request;
  if (typeof given !== 'object' || given === null) {
    console.error('The case search needs a request object; got', given);
    return [];
  }
  const { data } = await authenticatedClient.get<Envelope<Page<CaseSearchItem>>>(
    endpointPath(caseEndpoints.search),
    { params: request, signal },
  );
  return data.data.data;
}
