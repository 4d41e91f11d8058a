import { readStoredUser } from '../session/stored-user';
import { createAuthenticatedClient } from './create-authenticated-client';
import { createRefreshCoordinator } from './refresh-coordinator';
import { refreshAccessToken } from './refresh-access-token';
import { onRefreshFailed } from './refresh-failure';

/** The stored access token, which every authenticated request carries. */
export const storedAccessToken = () => readStoredUser()?.access_token;

/**
 * The one token refresh at a time, shared by the client and by what calls the API outside it
 * (event streams): a refresh that fails ends the session (logout).
 */
export const refreshCoordinator = createRefreshCoordinator(refreshAccessToken, onRefreshFailed);

/** The app's authenticated client. */
export const authenticatedClient = createAuthenticatedClient({
  accessToken: storedAccessToken,
  coordinator: refreshCoordinator,
});
