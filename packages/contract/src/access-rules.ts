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
 * Those who create and edit an authority's cases: its ADMINs (either user type) and its case
 * officers. Platform admins hold no case data (they impersonate to help); READONLY users write nothing.
 */
const CASE_EDITORS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['AUTHORITY', 'AUTHORITY_USER'],
  roles: ['ADMIN', 'READWRITE'],
  scope: 'own-authority',
};

/** The access rules endpoints are defined with. */
export const ACCESS = {
  public: PUBLIC,
  self: SELF,
  platformAdmin: PLATFORM_ADMIN,
  authorityUserManagers: AUTHORITY_USER_MANAGERS,
  contractorManagers: CONTRACTOR_MANAGERS,
  contractorReaders: CONTRACTOR_READERS,
  caseEditors: CASE_EDITORS,
} as const;
