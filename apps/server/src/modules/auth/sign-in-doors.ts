import type { AuditAction } from '@casekeeper/contract';

/** Staff sign in at `/login`, applicants at the portal's own `/portal/login`. */
export type SignInDoor = 'staff' | 'portal';

/** What the audit log calls a sign-in and a refused one at each door. */
export const AUDITED_AS = {
  staff: { signIn: 'auth.login', refused: 'auth.login-failed' },
  portal: { signIn: 'portal.login', refused: 'portal.login-failed' },
} as const satisfies Record<SignInDoor, Record<string, AuditAction>>;
