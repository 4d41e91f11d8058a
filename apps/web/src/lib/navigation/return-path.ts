import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** What the guard hands to /login in the location state: the page the visitor asked for. */
export type ReturnState = { returnTo: string };

// A path of this app: one leading slash, not "//host" or "/\host" (which browsers read as another
// origin), no scheme and no control characters.
const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** The page to return to after signing in, only when it is a path of this app (never an open redirect). */
export function returnPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state;
  if (typeof returnTo !== 'string' || !APP_PATH.test(returnTo)) return null;
  const pathname = returnTo.split(/[?#]/)[0];
  // Back to the sign-in pages or the root would only bounce again.
  if (pathname === paths.home || pathname === paths.login) return null;
  return returnTo;
}

/** What the portal's sign-in hands to the second-factor step: where signing in again starts. */
export type SignInDoorState = { signInAt: string };

/** The sign-in page a second-factor step came from (state.signInAt): the portal's, else the staff one. */
export function signInPathFrom(state: unknown): string {
  const fromPortal =
    typeof state === 'object' &&
    state !== null &&
    'signInAt' in state &&
    state.signInAt === paths.portal.login;
  return fromPortal ? paths.portal.login : paths.login;
}

/** The page that sent someone here (state.returnTo), else `fallback`: e.g. a filtered list. */
export function useReturnPath(fallback: string): string {
  return returnPathFrom(useLocation().state) ?? fallback;
}

/** State for a link or navigation that should come back here, filters and page included. */
export function useReturnState(): ReturnState {
  const { pathname, search } = useLocation();
  return { returnTo: `${pathname}${search}` };
}

/** Opens a page (a record's form) that returns to this one when done. */
export function useOpenFromHere(): (to: string) => void {
  const navigate = useNavigate();
  const state = useReturnState();
  return useCallback((to: string) => void navigate(to, { state }), [navigate, state]);
}
