import { isAxiosError } from 'axios';
import { noteSessionEnded } from '../session/session-ended-notice';
import { sessionHandlers } from './session-handlers';

/**
 * A token refresh failed: logout (docs/sessions.md). When the server refused it (4xx: the sign-in
 * was ended elsewhere), the sign-in page says so; a network failure ends the session silently.
 */
export function onRefreshFailed(error: unknown): void {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) noteSessionEnded();
  sessionHandlers().sessionExpired();
}
