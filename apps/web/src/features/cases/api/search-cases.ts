import type { CaseSearchRequest } from '@casekeeper/contract';

/**
 * The global case search's request as the query of `GET /caseSearch/list/`. Anything but an
 * object is a programming error: logged, and nothing is asked.
 */
export function caseSearchQuery(request: CaseSearchRequest): CaseSearchRequest | null {
  const given: unknown = request;
  if (typeof given !== 'object' || given === null) {
    console.error('The case search needs a request object; got', given);
    return null;
  }
  return request;
}
