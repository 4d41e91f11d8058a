import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, timestampSchema } from './records';

/**
 * Signed-in devices (docs/sessions.md): each live sign-in of the person, which they can end one
 * by one or all but the one in use; and an administrator ending every sign-in of a user.
 */

/** How a sign-in began, in words ("Signed in with a password"). */
export const SIGN_IN_METHOD_WORDS = {
  PASSWORD: 'a password',
  SSO: 'single sign-on',
  PASSKEY: 'a passkey',
  INVITATION: 'an invitation link',
  PASSWORD_RESET: 'a password reset link',
  IMPERSONATION: 'a platform admin signing in as you',
} as const;
export type DeviceSignInMethod = keyof typeof SIGN_IN_METHOD_WORDS;

/** The second factor a sign-in passed, in words ("… and an authenticator app"). */
export const SECOND_FACTOR_WORDS = {
  TOTP: 'an authenticator app',
  RECOVERY_CODE: 'a recovery code',
  PASSKEY: 'a passkey',
  PROVIDER: 'your organisation’s second check',
} as const;
export type DeviceSecondFactor = keyof typeof SECOND_FACTOR_WORDS;

const enumOf = <T extends Record<string, string>>(words: T) =>
  z.enum(Object.keys(words) as [keyof T & string, ...(keyof T & string)[]]);

export const signedInDeviceSchema = z.object({
  /** The sign-in's id: what `POST /profile/sessions/:sessionId/end` names. */
  id: z.string(),
  /** Browser and system in words ("Chrome on Windows"); "An unknown browser" when it did not say. */
  device: z.string(),
  /** The address it signed in from; null for a sign-in older than this record. */
  ip: z.string().nullable(),
  signInMethod: enumOf(SIGN_IN_METHOD_WORDS).nullable(),
  secondFactor: enumOf(SECOND_FACTOR_WORDS).nullable(),
  startedAt: timestampSchema,
  lastUsedAt: timestampSchema,
  /** The sign-in this request was made in. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

/** "Signed in with a password and an authenticator app"; null when the sign-in did not record how. */
export function signedInWith(device: Pick<SignedInDevice, 'signInMethod' | 'secondFactor'>): string | null {
  if (!device.signInMethod) return null;
  const second = device.secondFactor ? ` and ${SECOND_FACTOR_WORDS[device.secondFactor]}` : '';
  return `Signed in with ${SIGN_IN_METHOD_WORDS[device.signInMethod]}${second}`;
}

/** The most sign-ins the list shows, newest first; ending the others still ends them all. */
export const SIGNED_IN_DEVICES_MAX = 100;

export const signedInDeviceListSchema = z.array(signedInDeviceSchema);

/** What ending several sign-ins answers: how many ended. */
export const sessionsEndedSchema = z.object({ sessionsEnded: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const SIGNED_IN_DEVICE_MESSAGES = {
  listed: 'Your signed-in devices.',
  notFound: 'That device is no longer signed in. The list has been brought up to date.',
  badId: 'Choose a device from the list of signed-in devices',
  current: 'This is the device you are using now. To sign out here, use Logout in your account menu instead.',
  ended: (device: string) => `${device} has been signed out.`,
  endedOthers: (count: number) =>
    count === 0
      ? 'You were not signed in on any other device.'
      : `You have been signed out on ${count} other ${plural(count, 'device', 'devices')}.`,
  endedAll: (name: string, count: number) =>
    count === 0
      ? `${name} was not signed in anywhere.`
      : `${name} has been signed out everywhere (${count} ${plural(count, 'sign-in', 'sign-ins')} ended).`,
  userNotFound: 'That user',
  notYourself: 'To sign yourself out of your other devices, use "Signed-in devices" on your profile instead.',
} as const;

const tag = 'signed-in devices';

const sessionIdParams = z.object({
  sessionId: z.uuid({ error: SIGNED_IN_DEVICE_MESSAGES.badId }),
});
const userIdParams = z.object({ id: recordIdSchema });

/**
 * The person's own sign-ins (not an admin signed in on their behalf, who has the user's page
 * instead), and an administrator's "sign out everywhere" for one user.
 */
export const signedInDeviceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/profile/sessions',
    summary: 'Your signed-in devices: each live sign-in, the one in use marked',
    tag,
    access: ACCESS.selfInPerson,
    data: signedInDeviceListSchema,
    errors: [401, 403],
  }),
  end: defineEndpoint({
    method: 'POST',
    path: '/profile/sessions/:sessionId/end',
    summary: 'Sign out one of your other devices; it is refused from its next request',
    description:
      'Another person’s sign-in, or one already ended, is a 404. The device in use is refused (409): sign out with POST /logout.',
    tag,
    access: ACCESS.selfInPerson,
    params: sessionIdParams,
    data: z.null(),
    errors: [400, 401, 403, 404, 409],
    // A made-up sign-in is not found, whoever asks: all such a call can show.
    example: { params: { sessionId: '00000000-0000-4000-8000-000000000000' }, status: 404 },
  }),
  endOthers: defineEndpoint({
    method: 'POST',
    path: '/profile/sessions/end-others',
    summary: 'Sign out everywhere else: every sign-in of yours but this one ends',
    tag,
    access: ACCESS.selfInPerson,
    data: sessionsEndedSchema,
    errors: [401, 403],
  }),
  endAllOfAuthorityUser: defineEndpoint({
    method: 'POST',
    path: '/authority/user/end-sessions/:id',
    summary: "Sign an authority's user out everywhere: every sign-in of theirs ends at once",
    description: 'Not for yourself (403): your own devices are on your profile.',
    tag,
    access: ACCESS.authorityUserManagers,
    params: userIdParams,
    data: sessionsEndedSchema,
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('user') } },
  }),
  endAllOfUser: defineEndpoint({
    method: 'POST',
    path: '/admin/end-sessions/:id',
    summary:
      'Sign any user out everywhere (platform admin, authority user or applicant), impersonations of them included',
    description: 'Not for yourself (403): your own devices are on your profile.',
    tag,
    access: ACCESS.platformAdmin,
    params: userIdParams,
    data: sessionsEndedSchema,
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('user') } },
  }),
};
