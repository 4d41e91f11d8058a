import { API_PATHS, type Envelope, type PublicConfig } from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** GET /public-config: which bot check the public pages run, with which site key. */
export async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await publicClient.get<Envelope<PublicConfig>>(API_PATHS.publicConfig);
  return data.data;
}
