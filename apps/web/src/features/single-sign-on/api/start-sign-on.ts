import { endpointPath, singleSignOnEndpoints, type EndpointData, type Envelope } from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

type Started = EndpointData<typeof singleSignOnEndpoints.start>;

/** POST /sso/start: the provider's address to go to (and a cookie binding the return to this browser). */
export async function postStartSignOn(email: string): Promise<Started> {
  const { data } = await publicClient.post<Envelope<Started>>(endpointPath(singleSignOnEndpoints.start), {
    email,
  });
  return data.data;
}
