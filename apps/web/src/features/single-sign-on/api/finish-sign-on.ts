import { endpointPath, singleSignOnEndpoints, type EndpointData, type Envelope } from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

export type FinishedSignOn = EndpointData<typeof singleSignOnEndpoints.finish>;

/** POST /sso/finish: what the provider sent back, traded for a session (and its refresh cookie). */
export async function postFinishSignOn(callbackQuery: string): Promise<FinishedSignOn> {
  const { data } = await publicClient.post<Envelope<FinishedSignOn>>(
    endpointPath(singleSignOnEndpoints.finish),
    { callbackQuery },
  );
  return data.data;
}
