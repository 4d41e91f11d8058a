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
