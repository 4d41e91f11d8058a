import type { CaseSearchRequest } from '@casekeeper/contract';
import { describe, expect, it, vi } from 'vitest';
import { caseSearchQuery } from './search-cases';

describe('the case search request', () => {
  it('is sent as given when it is an object', () => {
    const request: CaseSearchRequest = { SearchTerm: 'woolley', Status: -1 };
    expect(caseSearchQuery(request)).toBe(request);
  });

  it('is logged as an error and not sent when it is not an object', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(caseSearchQuery('woolley' as unknown as CaseSearchRequest)).toBeNull();
    expect(logged).toHaveBeenCalledWith('The case search needs a request object; got', 'woolley');
    logged.mockRestore();
  });
});
