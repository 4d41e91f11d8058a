/**
 * A note, for this tab's next visit to the sign-in page, that the session was ended by the server
 * (signed out elsewhere, password changed, deactivated) rather than by pressing Logout. Kept in
 * sessionStorage because the sign-in page has no store.
 */
const KEY = 'casekeeper.session-ended';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export function noteSessionEnded(): void {
  sessionStorage.setItem(KEY, '1');
}

export function readSessionEndedNotice(): string | null {
  return sessionStorage.getItem(KEY) ? SESSION_ENDED_MESSAGE : null;
}

export function clearSessionEndedNotice(): void {
  sessionStorage.removeItem(KEY);
}
