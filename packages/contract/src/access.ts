import type { AuthorityRole, UserType } from './roles';

/**
 * Which records a signed-in route reaches, beyond who may call it. The server derives the
 * caller's authority and user from the access token, never from ids the client sends.
 *
 * - `platform`: records of any authority, and the platform's own; platform admins only.
 * - `own-authority`: records of the caller's authority (a platform admin the route admits reaches
 *   any authority's). A client-sent authority id outside that is a 403; a record id of another
 *   authority is a 404, so nobody learns that it exists.
 * - `assigned-to-caller`: records of the caller's authority assigned to the caller; an authority
 *   ADMIN reaches every record of the authority. Same 403/404 rule.
 * - `self`: the caller's own account; a client-sent user id other than the caller's is a 403.
 */
export const RECORD_SCOPES = ['platform', 'own-authority', 'assigned-to-caller', 'self'] as const;
export type RecordScope = (typeof RECORD_SCOPES)[number];

export type PublicAccess = { kind: 'public' };

export type SignedInAccess = {
  kind: 'signed-in';
  /** Absent: any user type. */
  userTypes?: readonly UserType[];
  /** Absent: any role (or none). Applies to AUTHORITY and AUTHORITY_USER callers. */
  roles?: readonly AuthorityRole[];
  scope: RecordScope;
  /** Only within an impersonation session: returning to the platform admin's own. */
  whileImpersonating?: true;
};

/**
 * Who may call an API route. Every route the server registers must have an entry in
 * ROUTE_ACCESS; the server refuses to start otherwise.
 */
export type RouteAccess = PublicAccess | SignedInAccess;

/** Who is calling, as far as access is concerned. */
export type AccessSubject = {
  userType: UserType;
  role: AuthorityRole | null;
  impersonating: boolean;
};

const PUBLIC: PublicAccess = { kind: 'public' };
/** Any signed-in user, about their own account. */
const SELF: SignedInAccess = { kind: 'signed-in', scope: 'self' };
/** Platform admins, about anything on the platform. */
const PLATFORM_ADMIN: SignedInAccess = { kind: 'signed-in', userTypes: ['ADMIN'], scope: 'platform' };
/** Authority users: platform admins for any authority, an AUTHORITY account (role ADMIN) for its own. */
const AUTHORITY_USER_MANAGERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['ADMIN', 'AUTHORITY'],
  roles: ['ADMIN'],
  scope: 'own-authority',
};
/** Contractors: platform admins for any authority, authority ADMINs (either user type) for their own. */
const CONTRACTOR_MANAGERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['ADMIN', 'AUTHORITY', 'AUTHORITY_USER'],
  roles: ['ADMIN'],
  scope: 'own-authority',
};
/** Everyone in an authority reads its contractors (officers pick one on a case). */
const CONTRACTOR_READERS: SignedInAccess = { kind: 'signed-in', scope: 'own-authority' };

/**
 * The access table, keyed by "METHOD /path" as the route is written under /api (path
 * parameters as `:name`). A key ending in `*` covers every path below it. PRODUCT.md section 1
 * is the permission table this implements; the README's "Access" section lists it.
 */
export const ROUTE_ACCESS = {
  'GET /health': PUBLIC,
  // The separator keeps the wildcard from covering a future route such as /documents.
  'GET /docs': PUBLIC,
  'GET /docs/*': PUBLIC,
  'GET /public-config': PUBLIC,

  // Accounts and sessions. Refresh and logout work from the cookie alone, so an expired
  // access token never stops someone signing out.
  'POST /login': PUBLIC,
  'POST /refresh-token': PUBLIC,
  'POST /logout': PUBLIC,
  'POST /forgot-password': PUBLIC,
  'POST /password-reset': PUBLIC,
  // An invitation link: who it is for, then the first password (which signs the person in).
  'POST /invitation/check': PUBLIC,
  'POST /invitation/accept': PUBLIC,
  'GET /me': SELF,
  'GET /me/abilities': SELF,
  'POST /change-password': SELF,
  'GET /profile': SELF,
  'POST /profile': SELF,
  'POST /mode/:mode': SELF,

  // Platform administration: platform admins and authorities (spec 7, "Dashboard and admin").
  'GET /admin/dashboard': PLATFORM_ADMIN,
  'GET /admin/:type/list/:page': PLATFORM_ADMIN,
  'POST /admin/add': PLATFORM_ADMIN,
  'GET /admin/edit/:id': PLATFORM_ADMIN,
  'POST /admin/update': PLATFORM_ADMIN,
  'POST /admin/delete/:type/:id': PLATFORM_ADMIN,
  'POST /admin/isactive/:type/:id': PLATFORM_ADMIN,
  'POST /admin/resend-invitation/:id': PLATFORM_ADMIN,
  'GET /audit': PLATFORM_ADMIN,

  // Impersonation: a platform admin signs in as a user; back is for that session only.
  'POST /impersonate/:id': PLATFORM_ADMIN,
  'POST /impersonate/back': { kind: 'signed-in', scope: 'self', whileImpersonating: true },

  // An authority's users.
  'GET /authority/User/:authorityId': AUTHORITY_USER_MANAGERS,
  'POST /authority/user/add': AUTHORITY_USER_MANAGERS,
  'GET /authority/user/edit/:id': AUTHORITY_USER_MANAGERS,
  'POST /authority/user/update': AUTHORITY_USER_MANAGERS,
  'POST /authority/user/isactive/:id': AUTHORITY_USER_MANAGERS,
  'POST /authority/user/delete/:id': AUTHORITY_USER_MANAGERS,
  'POST /authority/user/resend-invitation/:id': AUTHORITY_USER_MANAGERS,

  // An authority's contractors.
  'GET /contractor/list/:authorityId': CONTRACTOR_READERS,
  'POST /contractor/add': CONTRACTOR_MANAGERS,
  'GET /contractor/edit/:id': CONTRACTOR_MANAGERS,
  'POST /contractor/update': CONTRACTOR_MANAGERS,
  'POST /contractor/isactive/:id': CONTRACTOR_MANAGERS,
} satisfies Record<string, RouteAccess>;

export type RouteKey = keyof typeof ROUTE_ACCESS;

/** The access rule for a route, or undefined when the table has none. */
export function findRouteAccess(method: string, path: string): RouteAccess | undefined {
  const table: Readonly<Record<string, RouteAccess>> = ROUTE_ACCESS;
  const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
  const exact = table[key];
  if (exact) return exact;
  const prefix = Object.keys(table).find(
    (candidate) => candidate.endsWith('*') && key.startsWith(candidate.slice(0, -1)),
  );
  return prefix === undefined ? undefined : table[prefix];
}

/**
 * Whether a rule admits the caller (null: nobody signed in). The server's access check and the
 * abilities it tells the web client both come from here, so they cannot disagree.
 */
export function isAdmitted(access: RouteAccess, who: AccessSubject | null): boolean {
  if (access.kind === 'public') return true;
  if (!who) return false;
  if (access.userTypes && !access.userTypes.includes(who.userType)) return false;
  if (access.whileImpersonating && !who.impersonating) return false;
  // Roles belong to authority callers; a platform admin the route admits has none to check.
  if (access.roles && who.userType !== 'ADMIN') {
    return who.role !== null && access.roles.includes(who.role);
  }
  return true;
}

/** Whether the caller may call the route at all; scope still decides which records. */
export function mayCall(route: RouteKey, who: AccessSubject | null): boolean {
  return isAdmitted(ROUTE_ACCESS[route], who);
}
