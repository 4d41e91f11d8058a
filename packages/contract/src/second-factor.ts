import { z } from 'zod';
import { ACCESS } from './access-rules';
import { PASSWORD_MAX_LENGTH, sessionUserSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { timestampSchema } from './records';
import { SECOND_FACTOR_METHODS } from './second-factor-challenge';
import { singleLineText } from './text';

export * from './second-factor-challenge';

/**
 * The second factor (docs/sessions.md, "Second factor"): an authenticator app (TOTP, RFC 6238)
 * or a passkey (passkeys.ts), with single-use recovery codes to fall back on. After the password (or single sign-on) a person
 * who has one, or whose authority requires one, finishes signing in at `/login/second-factor` or
 * sets one up at `/login/enrol/totp`; the pending sign-in rides in an HttpOnly cookie, never in a
 * body. On their profile they set it up, remove it and make new recovery codes.
 */

export const TOTP_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;
/** How long the pending sign-in (its cookie) lasts after the password. */
export const PENDING_SIGN_IN_MINUTES = 5;
/** Wrong codes a pending sign-in takes before it is spent (sign in again). */
export const PENDING_SIGN_IN_ATTEMPTS = 5;

export const SECOND_FACTOR_MESSAGES = {
  signedIn: 'You are signed in.',
  recoveryCodeSignedIn: (left: number) =>
    `You are signed in with a recovery code. You have ${left} recovery code${left === 1 ? '' : 's'} left.`,
  pendingRead: 'Finish signing in.',
  signInExpired: 'Your sign-in has expired or was not started here. Please sign in again.',
  tooManyCodes: 'Too many wrong codes. Please sign in again.',
  wrongCode: 'That code is not right. Check the code in your authenticator app and try again',
  codeUsed: 'That code has already been used. Wait for the next code in your app and enter it',
  wrongRecoveryCode: 'That recovery code is not right, or it has already been used',
  codeFormat: `Enter the ${TOTP_CODE_LENGTH}-digit code from your authenticator app`,
  recoveryCodeFormat: 'Enter a recovery code like abcd-efgh-jk',
  codeOrRecoveryCode: `Enter the ${TOTP_CODE_LENGTH}-digit code from your authenticator app, or a recovery code`,
  enrolmentStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  enrolmentNotStarted: 'Set up the authenticator app again: scan the new QR code and enter its code',
  noEnrolmentHere: 'Your account already has a second factor: enter its code to sign in.',
  alreadyEnrolled: 'You already have an authenticator app. Remove it before setting up another.',
  enrolled: 'Your authenticator app is set up. Save your recovery codes now: they are shown only once.',
  removed: 'Your authenticator app has been removed.',
  notEnrolled: 'You have no authenticator app to remove.',
  requiredByAuthority:
    'Your authority requires a second factor, so you cannot remove your only one. Set up another first.',
  requiredOfPlatformAdmins:
    'Platform admins must have a second factor, so you cannot remove your only one. Set up another first.',
  noFactorForCodes: 'Set up an authenticator app first: recovery codes are its back-up.',
  noCodeToConfirm:
    'You sign in through your organisation and have no Casekeeper password or authenticator app to confirm this with: ask an ADMIN of your authority to reset your second factor.',
  newRecoveryCodes: 'Here are your new recovery codes. The old ones no longer work.',
  methodsRead: 'Your sign-in methods.',
  policyRead: 'The second factor policy.',
  policySaved: (required: boolean) =>
    required
      ? 'Everyone in your authority now needs a second factor. People without one set it up at their next sign-in.'
      : 'A second factor is now each person’s own choice.',
  passkeySignInSaved: (allowed: boolean) =>
    allowed
      ? 'People in your authority may now sign in with a passkey alone.'
      : 'Signing in with a passkey alone is off: a passkey is asked for after the password.',
} as const;

/** A code as typed: spaces (some apps show "123 456") dropped. */
const totpCodeSchema = singleLineText({ error: SECOND_FACTOR_MESSAGES.codeFormat })
  .max(20, { error: SECOND_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: SECOND_FACTOR_MESSAGES.codeFormat }));

/** A recovery code as typed: any case, with or without its dashes and spaces. */
const recoveryCodeSchema = singleLineText({ error: SECOND_FACTOR_MESSAGES.recoveryCodeFormat })
  .max(40, { error: SECOND_FACTOR_MESSAGES.recoveryCodeFormat })
  .transform((value) => value.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: SECOND_FACTOR_MESSAGES.recoveryCodeFormat }));

export const totpCodeRequestSchema = z.object({ code: totpCodeSchema });
export type TotpCodeRequest = z.input<typeof totpCodeRequestSchema>;

/** `POST /login/second-factor`: the app's code, or (instead) one of the recovery codes. */
export const secondFactorRequestSchema = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    path: ['code'],
    error: SECOND_FACTOR_MESSAGES.codeOrRecoveryCode,
  });
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

/** A change to the sign-in methods that only the person may make: their current password first. */
export const currentPasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Enter your current password' }).max(PASSWORD_MAX_LENGTH),
});
export type CurrentPasswordRequest = z.input<typeof currentPasswordRequestSchema>;

/**
 * Proof that it is the person, before a change to their sign-in methods: their current password,
 * or, for someone who signs in through their organisation and has no Casekeeper password
 * (`SignInMethods.hasPassword` false), a code from their authenticator app.
 */
export const identityProofRequestSchema = z.object({
  currentPassword: currentPasswordRequestSchema.shape.currentPassword.optional(),
  code: totpCodeSchema.optional(),
});
export type IdentityProofRequest = z.input<typeof identityProofRequestSchema>;

/** What the pending sign-in's page shows (after single sign-on, the browser comes back to it). */
export const pendingSignInSchema = z.object({
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  mustEnrol: z.boolean(),
  firstName: z.string(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/** A new authenticator app to scan: its secret (in groups of four, to type), URI and QR code. */
export const totpEnrolmentSchema = z.object({
  /** Base32, in groups of four separated by spaces: apps take it with or without them. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri`, an SVG document drawn by the server. */
  qrCodeSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** The recovery codes, shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** A set-up finished at sign-in: the session, and the recovery codes to save. */
export const enrolledSignInSchema = z.object({
  session: sessionUserSchema,
  recoveryCodes: z.array(z.string()),
});
export type EnrolledSignIn = z.infer<typeof enrolledSignInSchema>;

/** A passkey as the profile lists it (passkeys.ts adds and removes them). */
export const passkeySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  addedAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** The person's own sign-in methods, as their profile shows them. */
export const signInMethodsSchema = z.object({
  /** When the authenticator app was set up; null without one. */
  authenticatorApp: z.object({ addedAt: timestampSchema }).nullable(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySummarySchema),
  /** Whether their authority requires a second factor (the last one cannot then be removed). */
  secondFactorRequired: z.boolean(),
  /**
   * Whether they have a Casekeeper password: without one (they sign in through their
   * organisation), a change here is confirmed with a code from their app instead.
   */
  hasPassword: z.boolean(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const secondFactorPolicySchema = z.object({
  requireSecondFactor: z.boolean({ error: 'Say whether everyone needs a second factor' }),
  /** Whether a passkey alone signs its people in (docs/sessions.md, "Passkeys"). */
  allowPasskeySignIn: z.boolean({ error: 'Say whether people may sign in with a passkey alone' }),
});
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicySchema>;

/** The policy as saved: a caller that leaves out passkey sign-in leaves it as it was. */
export const secondFactorPolicyRequestSchema = secondFactorPolicySchema.extend({
  allowPasskeySignIn: secondFactorPolicySchema.shape.allowPasskeySignIn.optional(),
});
export type SecondFactorPolicyRequest = z.input<typeof secondFactorPolicyRequestSchema>;

const tag = 'second factor';
/** Every call of the pending sign-in: the cookie alone says whose it is. */
const PENDING_ERRORS = [400, 401, 403, 429] as const;

/** Finishing a sign-in with a second factor, or setting one up when the authority requires it. */
export const secondFactorSignInEndpoints = {
  pending: defineEndpoint({
    method: 'GET',
    path: '/login/pending',
    summary: 'The pending sign-in of the cookie: the ways to finish it, and whether one must be set up',
    tag,
    access: ACCESS.public,
    data: pendingSignInSchema,
    errors: [401],
    example: { status: 401 },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/login/second-factor',
    summary:
      'Finish signing in with the authenticator app’s code or a recovery code; sets the refresh and device cookies',
    description:
      'A code is accepted once: a code of a time step already used is refused. Wrong codes count on the pending sign-in (five spend it) and towards the account’s lockout, as wrong passwords do.',
    tag,
    access: ACCESS.public,
    body: secondFactorRequestSchema,
    data: sessionUserSchema,
    errors: PENDING_ERRORS,
    example: { body: { code: '123456' }, status: 401 },
  }),
  startEnrolment: defineEndpoint({
    method: 'POST',
    path: '/login/enrol/totp',
    summary: 'Set up an authenticator app to finish signing in (the authority requires one): its secret',
    tag,
    access: ACCESS.public,
    data: totpEnrolmentSchema,
    errors: [401, 403, 409, 429],
    example: { status: 401 },
  }),
  confirmEnrolment: defineEndpoint({
    method: 'POST',
    path: '/login/enrol/totp/confirm',
    summary:
      'Confirm the new authenticator app with its first code: signs in and answers the recovery codes, shown once',
    tag,
    access: ACCESS.public,
    body: totpCodeRequestSchema,
    data: enrolledSignInSchema,
    errors: PENDING_ERRORS,
    example: { body: { code: '123456' }, status: 401 },
  }),
};

/** The signed-in person's own sign-in methods. */
export const signInMethodEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/profile/sign-in-methods',
    summary: 'Your sign-in methods: authenticator app, recovery codes left, passkeys',
    tag,
    access: ACCESS.signInMethodOwners,
    data: signInMethodsSchema,
    errors: [401, 403],
  }),
  startTotp: defineEndpoint({
    method: 'POST',
    path: '/profile/totp',
    summary: 'Start setting up an authenticator app: a new secret, its URI and QR code',
    tag,
    access: ACCESS.signInMethodChangers,
    data: totpEnrolmentSchema,
    errors: [401, 403, 409],
  }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: '/profile/totp/confirm',
    summary: 'Confirm the new authenticator app with its first code; answers new recovery codes, shown once',
    tag,
    access: ACCESS.signInMethodChangers,
    body: totpCodeRequestSchema,
    data: recoveryCodesSchema,
    errors: [400, 401, 403, 409],
    example: { body: { code: '123456' }, status: 400 },
  }),
  removeTotp: defineEndpoint({
    method: 'POST',
    path: '/profile/totp/remove',
    summary:
      'Remove your authenticator app (your current password first, or without one a code from the app)',
    description:
      'Refused (409) when your authority requires a second factor and it is your only one. Your recovery codes go with your last second factor.',
    tag,
    access: ACCESS.signInMethodChangers,
    body: identityProofRequestSchema,
    data: signInMethodsSchema,
    errors: [400, 401, 403, 409, 429],
    example: { body: { currentPassword: 'not the right one' }, status: 400 },
  }),
  renewRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/profile/recovery-codes',
    summary:
      'New recovery codes (your current password first, or without one a code from your app); the old ones stop working',
    tag,
    access: ACCESS.signInMethodChangers,
    body: identityProofRequestSchema,
    data: recoveryCodesSchema,
    errors: [400, 401, 403, 409, 429],
    example: { body: { currentPassword: 'not the right one' }, status: 400 },
  }),
};

/** Whether everyone in the authority must pass a second factor: its ADMINs decide. */
export const secondFactorPolicyEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/second-factor-policy',
    summary:
      'Whether your authority requires a second factor of everyone, and allows signing in with a passkey alone',
    tag,
    access: ACCESS.clockSettingReaders,
    data: secondFactorPolicySchema,
    errors: [401, 403],
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/second-factor-policy',
    summary:
      'Require a second factor of everyone in your authority, or leave it to each person; and whether a passkey alone signs in',
    description:
      'People without one are led to set one up at their next sign-in; sessions under way go on. Leaving out allowPasskeySignIn leaves it as it was.',
    tag,
    access: ACCESS.clockSettingManagers,
    body: secondFactorPolicyRequestSchema,
    data: secondFactorPolicySchema,
    errors: [400, 401, 403],
    example: { body: { requireSecondFactor: false, allowPasskeySignIn: false } },
  }),
};
