/**
 * Impersonation: `POST /impersonate/{id}` answers the target's session (`SessionUser` with
 * `impersonating: true`) and `POST /impersonate/back` the platform admin's own again. The
 * impersonation sign-in ends this long after it starts, however often it is refreshed.
 */
export const IMPERSONATION_MAX_MINUTES = 60;

export const IMPERSONATION_MESSAGES = {
  started: (name: string) => `You are now signed in as ${name}.`,
  ended: 'You are back in your own account.',
  notAdmin: 'Platform admins cannot be impersonated.',
  inactiveUser: 'This user is deactivated, so you cannot sign in as them.',
  inactiveAuthority: "This user's authority is deactivated, so you cannot sign in as them.",
  adminSessionEnded: 'Your own session has ended. Please sign in again.',
} as const;
