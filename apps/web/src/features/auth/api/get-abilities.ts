import { endpointPath, abilitiesEndpoints, type Abilities, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** GET /me/abilities: what the signed-in user may do, so menus and buttons follow the server. */
export async function getAbilities(signal?: AbortSignal): Promise<Abilities> {
  const { data } = await authenticatedClient.get<Envelope<Abilities>>(endpointPath(abilitiesEndpoints.get), {
    signal,
  });
  return data.data;
}
