import { API_PATHS, type Envelope, type ThemeMode, type ThemePreference } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** POST /mode/{mode}: saves the theme with the user's account. */
export async function saveThemeMode(mode: ThemeMode): Promise<void> {
  await authenticatedClient.post<Envelope<ThemePreference>>(API_PATHS.mode(mode));
}
