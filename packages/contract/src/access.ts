import type { AuthorityRole, UserType } from './roles';

/**
 * Who may call an API route. Every route the server registers must have an entry in
 * ROUTE_ACCESS; the server refuses to start otherwise.
 */
export type RouteAccess =
  | { kind: 'public' }
  | {
      kind: 'signed-in';
      /** Absent: any user type. */
      userTypes?: readonly UserType[];
      /** Absent: any role (or none). Applies to AUTHORITY and AUTHORITY_USER callers. */
      roles?: readonly AuthorityRole[];
    };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };

/**
 * The access table, keyed by "METHOD /path" as the route is written under /api
 * (path parameters as `:name`). A key ending in `*` covers every path below it.
 */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'GET /health': PUBLIC,
  'GET /docs*': PUBLIC,
  'GET /public-config': PUBLIC,

  // Accounts and sessions. Refresh and logout work from the cookie alone, so an expired
  // access token never stops someone signing out.
  'POST /login': PUBLIC,
  'POST /refresh-token': PUBLIC,
  'POST /logout': PUBLIC,
  'POST /forgot-password': PUBLIC,
  'POST /password-reset': PUBLIC,
  'GET /me': SIGNED_IN,
  'POST /change-password': SIGNED_IN,
  'GET /profile': SIGNED_IN,
  'POST /profile': SIGNED_IN,
  'POST /mode/:mode': SIGNED_IN,
};

/** The access rule for a route, or undefined when the table has none. */
export function findRouteAccess(method: string, path: string): RouteAccess | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
  const exact = ROUTE_ACCESS[key];
  if (exact) return exact;
  const prefix = Object.keys(ROUTE_ACCESS).find(
    (candidate) => candidate.endsWith('*') && key.startsWith(candidate.slice(0, -1)),
  );
  return prefix === undefined ? undefined : ROUTE_ACCESS[prefix];
}
