import { subjectAccessEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation } from '@/lib/api/contract-endpoint';

/**
 * Finding a person: a POST, so their identifiers stay out of addresses and logs, and a mutation,
 * so nothing found is kept in the app's cache once the page is left.
 */
export const subjectAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSubject: build.mutation(contractMutation(subjectAccessEndpoints.search)),
  }),
});

export const { useSearchSubjectMutation } = subjectAccessApi;
