import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';
import { THEME_MODES } from './constants';
import { authorityRoleSchema, userTypeSchema } from './roles';
import { requiredText, versionSchema } from './records';
import { secondFactorChallengeSchema } from './second-factor-challenge';
import { singleLineText } from './text';
import { UK_PHONE_MESSAGE, UK_PHONE_PATTERN } from './uk';

/** NIST 800-63B / ASVS: length only, no composition rules; the server also refuses common passwords. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** An e-mail address; `missing` asks for it when absent or blank, else the field catalogue's name does. */
function emailAddressSchema(missing?: string) {
  const ask = missing === undefined ? undefined : { error: missing };
  return singleLineText(ask)
    .min(1, ask)
    .max(254, { error: 'E-mail addresses are at most 254 characters' })
    .pipe(z.email({ error: 'Enter an e-mail address like name@council.gov.uk' }));
}

/** Someone's e-mail address: "Enter the e-mail address", "Enter the contact e-mail address". */
export const emailSchema = emailAddressSchema();
/** The caller's own address: signing in, a forgotten password, their profile. */
const yourEmailSchema = emailAddressSchema('Enter your e-mail address');

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters` });

const captchaTokenSchema = z.string().max(4096).optional();

export const loginRequestSchema = z.object({
  email: yourEmailSchema,
  password: z.string().min(1, { error: 'Enter your password' }).max(PASSWORD_MAX_LENGTH),
  captchaToken: captchaTokenSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const themeModeSchema = z.enum(THEME_MODES);

/**
 * The user session the web client keeps under local storage key `user` (docs/sessions.md).
 * `refresh_token` carries no secret: the real refresh token lives in an HttpOnly cookie.
 */
export const sessionUserSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user_type: userTypeSchema,
  role: authorityRoleSchema.nullable(),
  first_name: z.string(),
  webUserId: z.number().int(),
  auth_id: z.number().int().nullable(),
  /** The user's saved choice; null until they make one (the device's preference is followed). */
  themeMode: themeModeSchema.nullable(),
  impersonating: z.boolean(),
  /** Seconds until access_token expires. */
  expires_in: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * What `POST /login` answers: the session, or (when the person must pass or set up a second
 * factor first) the challenge, with no session yet.
 */
export const loginAnswerSchema = z.union([sessionUserSchema, secondFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** What the refresh token cookie stands for in the stored user. */
export const REFRESH_TOKEN_IN_COOKIE = 'httponly-cookie';

/**
 * What the web client may send to `POST /refresh-token` (docs/sessions.md). The server reads the
 * real refresh token from its HttpOnly cookie and ignores both fields; an empty body is fine.
 */
export const refreshTokenRequestSchema = z.object({
  accessToken: z.string().max(4096).optional(),
  refreshToken: z.string().max(4096).optional(),
});

function passwordsMatch(value: { newPassword: string; confirmNewPassword: string }) {
  return value.newPassword === value.confirmNewPassword;
}
const mismatch = { path: ['confirmNewPassword'], error: 'The two new passwords do not match' };

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Enter your current password' }).max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
    confirmNewPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: yourEmailSchema,
  captchaToken: captchaTokenSchema,
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const passwordResetRequestSchema = z
  .object({
    token: z
      .string({ error: 'This reset link is incomplete' })
      .min(1, { error: 'This reset link is incomplete' })
      .max(512, { error: 'This reset link is incomplete' }),
    newPassword: newPasswordSchema,
    confirmNewPassword: z.string().max(PASSWORD_MAX_LENGTH),
    captchaToken: captchaTokenSchema,
  })
  .refine(passwordsMatch, mismatch);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const profileSchema = z.object({
  webUserId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  userType: userTypeSchema,
  role: authorityRoleSchema.nullable(),
  authorityName: z.string().nullable(),
  /** Null until the user chooses a theme. */
  themeMode: themeModeSchema.nullable(),
  /** Whether the daily e-mail of overdue and today's alarms is sent (to officers who have alarms). */
  alarmDigest: z.boolean(),
  /** A new address asked for and not yet confirmed from the link mailed to it; null when none. */
  pendingEmail: z.string().nullable(),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
  /** For optimistic locking: send it back with the changes. */
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileRequestSchema = z.object({
  firstName: requiredText('your first name', 100),
  lastName: requiredText('your last name', 100),
  /** Absent: unchanged; blank: no phone number. */
  phone: singleLineText()
    .max(20)
    .refine((value) => value === '' || UK_PHONE_PATTERN.test(value), { error: UK_PHONE_MESSAGE })
    .optional(),
  /** A new address takes effect only once the link mailed to it is opened (`POST /profile/email/confirm`). */
  email: yourEmailSchema.optional(),
  /** Required when the e-mail changes. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  /** Absent: unchanged. */
  alarmDigest: z.boolean().optional(),
  /** The version the form read; an older one is a 409 (someone changed the profile meanwhile). */
  version: versionSchema,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** `POST /profile/email/confirm`: the token from the link mailed to the new address. */
export const confirmEmailChangeRequestSchema = z.object({
  token: z
    .string({ error: 'This link is incomplete' })
    .min(1, { error: 'This link is incomplete' })
    .max(512, { error: 'This link is incomplete' }),
});
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequestSchema>;

export const EMAIL_CHANGE_MESSAGES = {
  // Said alike whether or not the address is in use, so the profile cannot probe addresses.
  requested: (email: string) =>
    `We have e-mailed a link to ${email}. Your e-mail address changes when you open it; until then, sign in with your current address.`,
  confirmed: (email: string) => `Your e-mail address is now ${email}. Sign in with it from now on.`,
  invalid:
    'This link has expired or has already been used. To change your e-mail address, enter it again on your profile.',
} as const;

/** The theme preference `POST /mode/{mode}` saves and answers. */
export const themePreferenceSchema = z.object({ themeMode: themeModeSchema });
export type ThemePreference = z.infer<typeof themePreferenceSchema>;

export const BOT_CHECK_PROVIDERS = ['off', 'turnstile', 'recaptcha'] as const;
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];

/**
 * The action name the web client gives the bot check on each public page (reCAPTCHA v3
 * `grecaptcha.execute(siteKey, { action })`, Turnstile `data-action`); the server refuses a
 * token made for another action.
 */
export const BOT_CHECK_ACTIONS = {
  login: 'login',
  forgotPassword: 'forgot_password',
  passwordReset: 'password_reset',
  acceptInvitation: 'accept_invitation',
  portalLogin: 'portal_login',
} as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[keyof typeof BOT_CHECK_ACTIONS];

/** Settings the public pages need before anyone signs in. */
export const publicConfigSchema = z.object({
  botCheck: z.object({
    provider: z.enum(BOT_CHECK_PROVIDERS),
    siteKey: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** A message-only answer (forgot password, logout, password change). */
export const messageOnlySchema = z.null();

export const sessionEnvelopeErrors = [400, 401, 403, 429] as const;

/**
 * A password chosen through a mailed link (a reset or an invitation), for the examples: a made-up
 * link is refused whoever sends it, which is all such a call can show.
 */
export const EXAMPLE_PASSWORD_FROM_LINK = {
  body: {
    token: 'from-the-mailed-link',
    newPassword: 'ample harbour violet quill',
    confirmNewPassword: 'ample harbour violet quill',
  },
  status: 400,
};

/** Signing in and out, and the session fields. Refresh and logout work from the cookie alone. */
export const sessionEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/login',
    summary:
      'Sign in; sets the refresh token cookie and the device cookie, or asks for a second factor (its cookie set)',
    description:
      'When the person has a second factor, or their authority requires one, the answer is `{ secondFactorRequired: true, methods, mustEnrol }` and an HttpOnly cookie holds the pending sign-in for `/login/second-factor` or `/login/enrol/totp` (docs/sessions.md).',
    tag: 'auth',
    access: ACCESS.public,
    body: loginRequestSchema,
    data: loginAnswerSchema,
    errors: sessionEnvelopeErrors,
    example: {
      body: { email: 'sam.officer@ambridge.gov.uk', password: 'not the right one' },
      status: 401,
    },
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: '/refresh-token',
    summary: 'New access token for the refresh token cookie, which is rotated',
    description:
      'The refresh token is read from the HttpOnly cookie set at sign-in; the body may be empty and is ignored.',
    tag: 'auth',
    access: ACCESS.public,
    body: refreshTokenRequestSchema.nullish(),
    data: sessionUserSchema,
    errors: [400, 401, 403],
    example: { status: 401 },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/logout',
    summary: 'Sign out: ends this sign-in and clears the cookie; refused only from another site',
    tag: 'auth',
    access: ACCESS.public,
    data: messageOnlySchema,
    errors: [403],
    endsSession: true,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/me',
    summary: "The signed-in user's session fields, read afresh",
    tag: 'auth',
    access: ACCESS.self,
    data: sessionUserSchema,
    errors: [401, 403],
  }),
};

/** Forgotten, reset and changed passwords. */
export const passwordEndpoints = {
  forgot: defineEndpoint({
    method: 'POST',
    path: '/forgot-password',
    summary: 'Mail a password reset link; answers the same whether or not the account exists',
    tag: 'auth',
    access: ACCESS.public,
    body: forgotPasswordRequestSchema,
    data: messageOnlySchema,
    errors: [400, 403, 429],
    example: { body: { email: 'sam.officer@ambridge.gov.uk' } },
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/password-reset',
    summary: 'Set a new password with the token from a reset link; ends every session',
    tag: 'auth',
    access: ACCESS.public,
    body: passwordResetRequestSchema,
    data: messageOnlySchema,
    errors: [400, 429],
    example: EXAMPLE_PASSWORD_FROM_LINK,
  }),
  change: defineEndpoint({
    method: 'POST',
    path: '/change-password',
    summary: 'Change the password; ends every other session and answers a fresh one',
    tag: 'auth',
    // An impersonating admin must not mint a long-lived session for the user (nor learn their password).
    access: ACCESS.selfInPerson,
    body: changePasswordRequestSchema,
    data: sessionUserSchema,
    errors: [400, 401, 403, 429],
    example: {
      body: {
        currentPassword: 'not the right one',
        newPassword: 'ample harbour violet quill',
        confirmNewPassword: 'ample harbour violet quill',
      },
      status: 400,
    },
  }),
};

/** The signed-in user's own profile and theme. */
export const profileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/profile',
    summary: 'Your profile',
    tag: 'profile',
    access: ACCESS.self,
    data: profileSchema,
    errors: [401, 404],
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/profile',
    summary:
      'Save your name and phone; a new e-mail address (with currentPassword) is mailed a link to confirm it',
    description:
      'The answer is the same whether or not another account uses the new address; its owner is told instead. The profile shows it as pendingEmail until the link is opened.',
    tag: 'profile',
    access: ACCESS.self,
    body: updateProfileRequestSchema,
    data: profileSchema,
    errors: [400, 401, 404, 409, 429],
    example: { body: { firstName: 'Sam', lastName: 'Officer', version: 1 } },
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/profile/email/confirm',
    summary: 'Make the new e-mail address from a confirmation link the account’s own',
    description:
      'Public: the link may be opened on another device. The token travels in the body; a used, expired or unknown link, or an address taken meanwhile, is a 400.',
    tag: 'profile',
    access: ACCESS.public,
    body: confirmEmailChangeRequestSchema,
    data: z.object({ email: z.string() }),
    errors: [400, 429],
    example: { body: { token: 'from-the-mailed-link' }, status: 400 },
  }),
  saveTheme: defineEndpoint({
    method: 'POST',
    path: '/mode/:mode',
    summary: 'Save your theme: dark or light',
    tag: 'profile',
    access: ACCESS.self,
    params: z.object({ mode: themeModeSchema }),
    data: themePreferenceSchema,
    errors: [400, 401, 404],
    example: { params: { mode: 'dark' } },
  }),
};

export const publicConfigEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/public-config',
    summary: 'Settings for the public pages (bot check provider and site key)',
    tag: 'public',
    access: ACCESS.public,
    data: publicConfigSchema,
    errors: [],
  }),
};
