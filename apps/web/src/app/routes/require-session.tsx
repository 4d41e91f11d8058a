import type { UserType } from '@casekeeper/contract';
import { Navigate, Outlet, useLocation, useMatches, type UIMatch } from 'react-router';
import { paths } from '@/config/paths';
import { selectHasSession, selectSessionUser } from '@/features/auth/stores/auth-selectors';
import { useAppSelector } from '../store/hooks';
import { landingPathFor } from './home-path';
import type { ReturnState } from '@/lib/navigation/return-path';

/** What a route may ask of the signed-in user, in its `handle`, and where to sign in for it. */
export type RouteAccessHandle = { userTypes?: readonly UserType[]; signInPath?: string };

/** The sign-in page of the deepest route that names one (the portal's pages name theirs), else /login. */
function signInPathOf(matches: UIMatch[]): string {
  const named = matches.map((match) => (match.handle as RouteAccessHandle | undefined)?.signInPath);
  return named.findLast((path) => path !== undefined) ?? paths.login;
}

function requiredUserTypes(matches: UIMatch[]): (readonly UserType[])[] {
  return matches.flatMap((match) => {
    const handle = match.handle as RouteAccessHandle | undefined;
    return handle?.userTypes ? [handle.userTypes] : [];
  });
}

/**
 * The logged-in area's guard (docs/routes.md): no session (no access token) goes to /login (or
 * the portal's sign-in, from a portal page);
 * a user_type a route does not allow goes to /unauthorized (while impersonating: to that user's home).
 */
export function RequireSession() {
  const hasSession = useAppSelector(selectHasSession);
  const user = useAppSelector(selectSessionUser);
  const matches = useMatches();
  const { pathname, search, hash } = useLocation();

  if (!hasSession || !user) {
    // Signing in returns here (a deep link such as /admin survives the detour).
    const state: ReturnState = { returnTo: `${pathname}${search}${hash}` };
    return <Navigate to={signInPathOf(matches)} state={state} replace />;
  }
  const allowed = requiredUserTypes(matches).every((types) => types.includes(user.user_type));
  // An admin who has just become someone else leaves the admin page for that user's home.
  if (!allowed)
    return <Navigate to={user.impersonating ? landingPathFor(user) : paths.unauthorized} replace />;
  return <Outlet />;
}
