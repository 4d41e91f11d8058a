import type { AuditAction, AuditEvent } from '@casekeeper/contract';

/**
 * Who reads the log. Platform admins reach case data only while impersonating a user, so what
 * the log holds of it reaches them as field names alone; a reader of an authority's own log
 * (none today) would see it whole, as they see the cases themselves.
 */
export type AuditReader = 'platform' | 'authority';

/**
 * The actions about records platform admins read and change through their own routes: their own
 * and other admins' accounts, authorities, authority users, contractors, sign-ins, impersonation.
 * Every other action (cases, diaries, action items, files, exports, applicant access and the
 * portal, clock settings, and any action added later until it is listed here) is about an
 * authority's case data, and so is any row whose actor or subject is an applicant: the client.
 */
const PLATFORM_RECORD_ACTIONS: ReadonlySet<string> = new Set<AuditAction>([
  'auth.login',
  'auth.login-failed',
  'auth.lockout',
  'auth.logout',
  'auth.password-change',
  'auth.password-check-failed',
  'auth.password-reset',
  'auth.password-reset-requested',
  'auth.refresh-token-reuse',
  'auth.session-ended-inactive',
  'profile.update',
  'profile.theme-mode',
  // Staff moving their own sign-in address; an applicant's rows are withheld by their user type.
  'profile.email-change-requested',
  'profile.email-confirmed',
  'user.create-first-admin',
  'user.invitation-resent',
  'admin.create',
  'admin.update',
  'admin.activate',
  'admin.deactivate',
  'admin.delete',
  'authority.create',
  'authority.update',
  'authority.activate',
  'authority.deactivate',
  'authority.delete',
  'authority-user.create',
  'authority-user.update',
  'authority-user.activate',
  'authority-user.deactivate',
  'authority-user.delete',
  'contractor.create',
  'contractor.update',
  'contractor.activate',
  'contractor.deactivate',
  'impersonation.start',
  'impersonation.end',
]);

/** Stands for an applicant's name and address: who the client is is case data too. */
export const WITHHELD_APPLICANT = { name: 'Applicant', email: 'withheld' } as const;

export function isAboutCaseData(row: {
  action: string;
  actorUserType: string | null;
  subjectUserType: string | null;
}): boolean {
  return (
    !PLATFORM_RECORD_ACTIONS.has(row.action) ||
    row.actorUserType === 'APPLICANT' ||
    row.subjectUserType === 'APPLICANT'
  );
}

/**
 * A before or after snapshot with its field names kept and every value null: the reader learns
 * what changed, not to what. Nested values (a diary's items, an export's filter) go whole.
 */
export function fieldNamesOnly(snapshot: unknown): AuditEvent['before'] {
  if (snapshot === null || snapshot === undefined) return snapshot;
  if (typeof snapshot !== 'object' || Array.isArray(snapshot)) return null;
  return Object.fromEntries(Object.keys(snapshot).map((key) => [key, null]));
}
