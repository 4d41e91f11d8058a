import { endpointPath, sessionEndpoints, type Envelope, type SessionUser } from '@casekeeper/contract';
import { readStoredUser, setTokenData } from '../session/stored-user';
import { withExclusiveLock } from '../web-locks';
import { publicClient } from './public-client';
import { sessionHandlers } from './session-handlers';
import { noteTokenIssued } from './token-expiry';

export const REFRESH_LOCK_NAME = 'casekeeper-token-refresh';

/**
 * POST /refresh-token. The real refresh token travels as an HttpOnly cookie; the body names the
 * current access token. Tabs take turns through a Web Lock: a tab that finds the stored token
 * changed once it holds the lock knows another tab has just refreshed, and uses that token.
 */
export async function refreshAccessToken(): Promise<string> {
  const tokenBefore = readStoredUser()?.access_token;

  return withExclusiveLock(REFRESH_LOCK_NAME, async () => {
    const current = readStoredUser();
    if (current?.access_token && current.access_token !== tokenBefore) {
      sessionHandlers().tokenRefreshed(current);
      return current.access_token;
    }
    const { data } = await publicClient.post<Envelope<SessionUser>>(
      endpointPath(sessionEndpoints.refreshToken),
      {
        accessToken: current?.access_token,
      },
    );
    const user = setTokenData(data.data);
    noteTokenIssued(user.access_token);
    sessionHandlers().tokenRefreshed(user);
    return user.access_token;
  });
}
