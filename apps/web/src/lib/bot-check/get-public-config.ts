import { endpointPath, publicConfigEndpoints, type Envelope, type PublicConfig } from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** GET /public-config: which bot check the public pages run, with which site key. */
export async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await publicClient.get<Envelope<PublicConfig>>(endpointPath(publicConfigEndpoints.get));
  return data.data;
}
