import { z } from 'zod';
import { ACCESS } from './access-rules';
import {
  EXAMPLE_PASSWORD_FROM_LINK,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  sessionUserSchema,
} from './auth';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema } from './records';
import { authorityRoleSchema, userTypeSchema } from './roles';

/** How long an invitation link works; longer than a reset link, since it comes unasked. */
export const INVITATION_TTL_DAYS = 7;

const invitationTokenSchema = z
  .string({ error: 'This invitation link is incomplete' })
  .min(1, { error: 'This invitation link is incomplete' })
  .max(512, { error: 'This invitation link is incomplete' });

/** `POST /invitation/check`: the token from the link, in the body so it stays out of logs and proxies. */
export const checkInvitationRequestSchema = z.object({ token: invitationTokenSchema });
export type CheckInvitationRequest = z.infer<typeof checkInvitationRequestSchema>;

/** Who an open invitation is for, so the page can greet the person and name the account. */
export const invitationSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /**
   * An applicant who already has a password confirms the case with the link alone
   * (`POST /invitation/accept-access`); everyone else chooses their first password.
   */
  hasPassword: z.boolean(),
  userType: userTypeSchema,
  role: authorityRoleSchema.nullable(),
  /** Null for a platform administrator. */
  authorityName: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `POST /invitation/accept`: choose the first password; answers a session, signed in. */
export const acceptInvitationRequestSchema = z
  .object({
    token: invitationTokenSchema,
    newPassword: newPasswordSchema,
    confirmNewPassword: z.string().max(PASSWORD_MAX_LENGTH),
    captchaToken: z.string().max(4096).optional(),
  })
  .refine((value) => value.newPassword === value.confirmNewPassword, {
    path: ['confirmNewPassword'],
    error: 'The two new passwords do not match',
  });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** `POST /invitation/accept-access`: the token from the link an applicant with a password was mailed. */
export const acceptApplicantAccessRequestSchema = z.object({ token: invitationTokenSchema });
export type AcceptApplicantAccessRequest = z.infer<typeof acceptApplicantAccessRequestSchema>;

export const INVITATION_MESSAGES = {
  checked: 'This invitation is valid.',
  invalid:
    'This invitation link has expired or has already been used. Ask your administrator to send you a new invitation.',
  accepted: 'Welcome to Casekeeper. Your password is set and you are signed in.',
  accessAccepted: 'Your application has been added to your account. Sign in to follow it.',
  resent: (email: string) => `A new invitation has been sent to ${email}. Earlier links no longer work.`,
  alreadyAccepted:
    'This user has already set a password. If they have forgotten it, they can use "Forgot password" on the sign-in page.',
  inactive: 'This user is deactivated. Activate them before sending an invitation.',
} as const;

const idParams = z.object({ id: recordIdSchema });
const tag = 'invitations';

export const invitationEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/invitation/check',
    summary: 'Who an invitation link is for; a used, expired or unknown link is a 400',
    description: 'The token travels in the body, so it stays out of logs and proxies.',
    tag,
    access: ACCESS.public,
    body: checkInvitationRequestSchema,
    data: invitationSchema,
    errors: [400, 429],
    example: { body: { token: 'from-the-mailed-link' }, status: 400 },
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/invitation/accept',
    summary: 'Choose the first password from an invitation link; answers a session, signed in',
    tag,
    access: ACCESS.public,
    body: acceptInvitationRequestSchema,
    data: sessionUserSchema,
    errors: [400, 429],
    example: EXAMPLE_PASSWORD_FROM_LINK,
  }),
  acceptAccess: defineEndpoint({
    method: 'POST',
    path: '/invitation/accept-access',
    summary: 'An applicant who has a password opens the link mailed for a case: the case joins their portal',
    description:
      'Access to a case is live only once the client opens the link sent to their address, so a case never reaches whoever merely holds an account with that address.',
    tag,
    access: ACCESS.public,
    body: acceptApplicantAccessRequestSchema,
    data: z.null(),
    errors: [400, 429],
    example: { body: { token: 'from-the-mailed-link' }, status: 400 },
  }),
  resendToAuthorityUser: defineEndpoint({
    method: 'POST',
    path: '/authority/user/resend-invitation/:id',
    summary: "Mail an authority's invited user a new link; earlier links stop working",
    tag,
    access: ACCESS.authorityUserManagers,
    params: idParams,
    data: z.null(),
    errors: [400, 401, 403, 404, 409],
    example: { params: { id: recordOf('user') } },
  }),
  resendToPlatformAdmin: defineEndpoint({
    method: 'POST',
    path: '/admin/resend-invitation/:id',
    summary: 'Mail an invited platform admin a new link; earlier links stop working',
    tag,
    access: ACCESS.platformAdmin,
    params: idParams,
    data: z.null(),
    errors: [400, 401, 403, 404, 409],
    example: { params: { id: recordOf('platform-admin') } },
  }),
};
