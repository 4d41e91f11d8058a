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
  /**
   * `only`: within an impersonation session alone (returning to the platform admin's own);
   * `refused`: never within one (what only the user themselves may do, such as their password).
   */
  impersonation?: 'only' | 'refused';
};

/**
 * Who may call an API route. Every route the server registers must have an entry in
 * ROUTE_ACCESS; the server refuses to start otherwise.
 */
export type RouteAccess = PublicAccess | SignedInAccess;

/** The refusal of a call only the user themselves may make, to an admin signed in on their behalf. */
export const NOT_ON_BEHALF_MESSAGE = 'You cannot do this while signed in on behalf of this user.';

/** Who is calling, as far as access is concerned. */
export type AccessSubject = {
  userType: UserType;
  role: AuthorityRole | null;
  impersonating: boolean;
};

const PUBLIC: PublicAccess = { kind: 'public' };
/** Any signed-in user, about their own account. */
const SELF: SignedInAccess = { kind: 'signed-in', scope: 'self' };
/** The user themselves, about their own account: not an admin signed in on their behalf. */
const SELF_IN_PERSON: SignedInAccess = { ...SELF, impersonation: 'refused' };
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
/** Everyone in an authority reads its contractors (officers pick one on a case); applicants do not. */
const CONTRACTOR_READERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['ADMIN', 'AUTHORITY', 'AUTHORITY_USER'],
  scope: 'own-authority',
};

/**
 * Cases: the people of an authority who work them. An authority ADMIN reaches every case of the
 * authority, anyone else the cases assigned to them; platform admins none (only by impersonating).
 */
const CASE_READERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['AUTHORITY', 'AUTHORITY_USER'],
  scope: 'assigned-to-caller',
};
/** Changing cases: READONLY users read theirs and nothing more. */
const CASE_WRITERS: SignedInAccess = { ...CASE_READERS, roles: ['ADMIN', 'READWRITE'] };

/** The whole authority's caseload at once: its ADMINs, who reach every case of it. */
const CASE_TEAM_READERS: SignedInAccess = { ...CASE_READERS, roles: ['ADMIN'] };

/**
 * Restricting a case to named people: the authority's ADMINs, for the cases they can see (a case
 * restricted to others is not found); platform admins only by impersonating one.
 */
const CASE_RESTRICTION_MANAGERS: SignedInAccess = { ...CASE_READERS, roles: ['ADMIN'] };

/** Deleting a diary, with every item and file on it: an authority ADMIN's decision. */
const DIARY_DELETERS: SignedInAccess = { ...CASE_READERS, roles: ['ADMIN'] };

/** A case worker's own things (saved filters): their own account's, whatever their role. */
const BOOKMARK_OWNERS: SignedInAccess = { ...CASE_READERS, scope: 'self' };

/**
 * Alarms: a read-write officer's own, about the items on the cases assigned to them (spec §2: the
 * alarm dropdown is for read-write users only).
 */
const ALARM_OWNERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['AUTHORITY_USER'],
  roles: ['READWRITE'],
  scope: 'self',
};
/** Dismissing one of them: an item on a case assigned to the caller. */
const ALARM_DISMISSERS: SignedInAccess = { ...ALARM_OWNERS, scope: 'assigned-to-caller' };

/**
 * My work (docs/my-work.md): the caller's own work across the cases assigned to them, for a
 * read-write officer and an authority ADMIN (either user type); not READONLY users, and not
 * platform admins unless impersonating one who has it.
 */
const MY_WORK_OWNERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['AUTHORITY', 'AUTHORITY_USER'],
  roles: ['ADMIN', 'READWRITE'],
  scope: 'self',
};

/**
 * The applicant portal: an applicant, about the case they were invited to follow, which the
 * server finds from their account alone (no client-sent id names it).
 */
const APPLICANTS: SignedInAccess = { kind: 'signed-in', userTypes: ['APPLICANT'], scope: 'self' };

/** An authority's clock settings (docs/clocks.md): read by its people, who see the clocks on cases. */
const CLOCK_SETTING_READERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['AUTHORITY', 'AUTHORITY_USER'],
  scope: 'own-authority',
};
/** …and changed by its ADMINs alone (an AUTHORITY account, or an AUTHORITY_USER with role ADMIN). */
const CLOCK_SETTING_MANAGERS: SignedInAccess = { ...CLOCK_SETTING_READERS, roles: ['ADMIN'] };

/** Approving a grant: an authority ADMIN (every case of the authority), never the one who proposed it. */
const GRANT_APPROVERS: SignedInAccess = { ...CASE_READERS, roles: ['ADMIN'] };

/**
 * Authorising payments: an authority ADMIN, or a read-write officer when the authority's grant
 * settings let officers authorise (the server checks the setting); any case of the authority, since
 * one authorises others' requests. Never the requester of the payment (four eyes).
 */
const PAYMENT_AUTHORISERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['AUTHORITY', 'AUTHORITY_USER'],
  roles: ['ADMIN', 'READWRITE'],
  scope: 'own-authority',
};

/**
 * An authority's single sign-on provider: its ADMINs (either user type) for their own authority,
 * platform admins for any; as contractors are managed.
 */
const IDENTITY_PROVIDER_MANAGERS: SignedInAccess = CONTRACTOR_MANAGERS;

/**
 * A person's own sign-in methods (authenticator app, recovery codes): staff of every kind, about
 * their own account; applicants have none. Changing them is the person's own act, never an
 * impersonating admin's.
 */
const SIGN_IN_METHOD_OWNERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['ADMIN', 'AUTHORITY', 'AUTHORITY_USER'],
  scope: 'self',
};
const SIGN_IN_METHOD_CHANGERS: SignedInAccess = { ...SIGN_IN_METHOD_OWNERS, impersonation: 'refused' };

/**
 * A person's own passkeys: as their other sign-in methods, and applicants' too (the portal offers
 * them one, never requires it). Adding or removing one is the person's own act.
 */
const PASSKEY_OWNERS: SignedInAccess = {
  ...SIGN_IN_METHOD_OWNERS,
  userTypes: [...(SIGN_IN_METHOD_OWNERS.userTypes ?? []), 'APPLICANT'],
};
const PASSKEY_CHANGERS: SignedInAccess = { ...PASSKEY_OWNERS, impersonation: 'refused' };

/**
 * Who has looked at a case: the authority's ADMINs (either user type), for every case of their
 * own authority, and platform admins for any; no officer sees who else looked.
 */
const CASE_VIEW_READERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['ADMIN', 'AUTHORITY', 'AUTHORITY_USER'],
  roles: ['ADMIN'],
  scope: 'own-authority',
};

/**
 * Subject access (finding and exporting everything held about a person): the authority's ADMINs,
 * over the cases they reach; platform admins only by impersonating one.
 */
const SUBJECT_ACCESS_OFFICERS: SignedInAccess = { ...CASE_READERS, roles: ['ADMIN'] };

/**
 * An authority's retention schedule (docs/personal-data.md): its ADMINs (either user type) for
 * their own authority, platform admins for any; as contractors are managed.
 */
const RETENTION_SCHEDULE_MANAGERS: SignedInAccess = CONTRACTOR_MANAGERS;

/**
 * The disposal review: the authority's ADMINs, who decide whether a case past its retention date
 * is disposed of or kept; platform admins only by impersonating one (it is the council's call).
 */
const DISPOSAL_REVIEWERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['AUTHORITY', 'AUTHORITY_USER'],
  roles: ['ADMIN'],
  scope: 'own-authority',
};

/**
 * Letter templates and the letterhead (docs/letters.md): read by the authority's ADMINs and
 * READWRITE officers, who send letters from them; READONLY users do not.
 */
const LETTER_SENDERS: SignedInAccess = {
  kind: 'signed-in',
  userTypes: ['AUTHORITY', 'AUTHORITY_USER'],
  roles: ['ADMIN', 'READWRITE'],
  scope: 'own-authority',
};
/** …and changed by its ADMINs alone; platform admins only by impersonating one. */
const LETTER_TEMPLATE_MANAGERS: SignedInAccess = { ...LETTER_SENDERS, roles: ['ADMIN'] };

/** The access rules endpoints are defined with. */
export const ACCESS = {
  public: PUBLIC,
  self: SELF,
  selfInPerson: SELF_IN_PERSON,
  platformAdmin: PLATFORM_ADMIN,
  authorityUserManagers: AUTHORITY_USER_MANAGERS,
  contractorManagers: CONTRACTOR_MANAGERS,
  contractorReaders: CONTRACTOR_READERS,
  caseReaders: CASE_READERS,
  caseTeamReaders: CASE_TEAM_READERS,
  caseViewReaders: CASE_VIEW_READERS,
  caseRestrictionManagers: CASE_RESTRICTION_MANAGERS,
  caseWriters: CASE_WRITERS,
  diaryDeleters: DIARY_DELETERS,
  alarmOwners: ALARM_OWNERS,
  alarmDismissers: ALARM_DISMISSERS,
  myWorkOwners: MY_WORK_OWNERS,
  bookmarkOwners: BOOKMARK_OWNERS,
  applicants: APPLICANTS,
  clockSettingReaders: CLOCK_SETTING_READERS,
  clockSettingManagers: CLOCK_SETTING_MANAGERS,
  grantApprovers: GRANT_APPROVERS,
  paymentAuthorisers: PAYMENT_AUTHORISERS,
  signInMethodOwners: SIGN_IN_METHOD_OWNERS,
  signInMethodChangers: SIGN_IN_METHOD_CHANGERS,
  passkeyOwners: PASSKEY_OWNERS,
  passkeyChangers: PASSKEY_CHANGERS,
  identityProviderManagers: IDENTITY_PROVIDER_MANAGERS,
  retentionScheduleManagers: RETENTION_SCHEDULE_MANAGERS,
  disposalReviewers: DISPOSAL_REVIEWERS,
  subjectAccessOfficers: SUBJECT_ACCESS_OFFICERS,
  letterSenders: LETTER_SENDERS,
  letterTemplateManagers: LETTER_TEMPLATE_MANAGERS,
} as const;
