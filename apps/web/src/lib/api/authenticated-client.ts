import { readStoredUser } from '../session/stored-user';
import { createAuthenticatedClient } from './create-authenticated-client';
import { createRefreshCoordinator } from './refresh-coordinator';
import { refreshAccessToken } from './refresh-access-token';
import { onRefreshFailed } from './refresh-failure';

/** The app's authenticated client; a refresh that fails ends the session (logout). */
export const authenticatedClient = createAuthenticatedClient({
  accessToken: () => readStoredUser()?.access_token,
  coordinator: createRefreshCoordinator(refreshAccessToken, onRefreshFailed),
});
