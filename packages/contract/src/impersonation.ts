import { z } from 'zod';
import { ACCESS } from './access-rules';
import { sessionUserSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema } from './records';

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
  notApplicant: 'Applicants cannot be impersonated: only a council’s staff can be.',
  inactiveUser: 'This user is deactivated, so you cannot sign in as them.',
  inactiveAuthority: "This user's authority is deactivated, so you cannot sign in as them.",
  adminSessionEnded: 'Your own session has ended. Please sign in again.',
  secondFactorNeeded:
    'Signing in as someone else needs a sign-in that passed a second factor. Sign out, then sign in again with your second factor.',
} as const;

export const impersonationEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/impersonate/:id',
    summary: 'Sign in as a user (platform admins only); sets the refresh cookie to that sign-in',
    description:
      "Answers the user's session with impersonating true. It ends after IMPERSONATION_MAX_MINUTES (60). Only from an admin sign-in that passed a second factor (403 otherwise). Not of a platform admin (403), a deactivated user or authority (409), or a deleted user (404).",
    tag: 'impersonation',
    access: ACCESS.platformAdmin,
    params: z.object({ id: recordIdSchema }),
    data: sessionUserSchema,
    errors: [400, 401, 403, 404, 409],
    example: { params: { id: recordOf('user') } },
  }),
  back: defineEndpoint({
    method: 'POST',
    path: '/impersonate/back',
    summary: "End the impersonation and return to the platform admin's own session",
    description:
      "Answers the admin's session and sets the refresh cookie to the admin's own sign-in again. Outside an impersonation: 403.",
    tag: 'impersonation',
    // Only within an impersonation session: returning to the platform admin's own.
    access: { kind: 'signed-in', scope: 'self', impersonation: 'only' },
    data: sessionUserSchema,
    errors: [401, 403],
    endsSession: true,
  }),
};
