import {
  platformDashboardEndpoints,
  endpointPath,
  type Envelope,
  type PlatformDashboard,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Counts for the platform dashboard. */
export async function getPlatformDashboard(signal?: AbortSignal): Promise<PlatformDashboard> {
  const { data } = await authenticatedClient.get<Envelope<PlatformDashboard>>(
    endpointPath(platformDashboardEndpoints.get),
    {
      signal,
    },
  );
  return data.data;
}
