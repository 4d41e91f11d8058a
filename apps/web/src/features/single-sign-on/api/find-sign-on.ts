import {
  endpointPath,
  singleSignOnEndpoints,
  type Envelope,
  type FindSignOnAnswer,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** POST /sso/find: the provider that signs in people of the address's domain, if any (never whether an account exists). */
export async function postFindSignOn(email: string): Promise<FindSignOnAnswer> {
  const { data } = await publicClient.post<Envelope<FindSignOnAnswer>>(
    endpointPath(singleSignOnEndpoints.find),
    { email },
  );
  return data.data;
}
