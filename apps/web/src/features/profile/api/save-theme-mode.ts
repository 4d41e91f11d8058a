import {
  endpointPath,
  profileEndpoints,
  type Envelope,
  type ThemeMode,
  type ThemePreference,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /mode/{mode}: saves the theme with the user's account. */
export async function saveThemeMode(mode: ThemeMode): Promise<void> {
  await authenticatedClient.post<Envelope<ThemePreference>>(
    endpointPath(profileEndpoints.saveTheme, { mode }),
  );
}
