import { z } from 'zod';
import { ACCESS } from './access-rules';
import { sessionUserSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { recordIdSchema } from './records';
import { identityProofRequestSchema, passkeySummarySchema } from './second-factor';
import { singleLineText } from './text';

/**
 * Passkeys and security keys (WebAuthn; docs/sessions.md, "Passkeys"). A person adds one on their
 * profile (the browser makes it, the server checks its answer) and is then asked for it after
 * their password, as a second factor; where their authority allows it, a passkey alone signs them
 * in (it proves both what they have and, by its PIN or fingerprint, who they are). The browser's
 * part runs through @simplewebauthn/browser; these schemas carry its JSON both ways.
 */

export const PASSKEY_NAME_MAX_LENGTH = 60;
/** The most passkeys one person may have. */
export const PASSKEYS_PER_PERSON = 10;
/** How long a passkey ceremony's challenge lasts. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

export const PASSKEY_MESSAGES = {
  registrationStarted: 'Follow your browser’s steps to create the passkey.',
  added: (name: string) => `Your passkey “${name}” has been added.`,
  addedWithRecoveryCodes: (name: string) =>
    `Your passkey “${name}” has been added. Save your recovery codes now: they are shown only once.`,
  removed: 'Your passkey has been removed.',
  renamed: (name: string) => `Your passkey is now called “${name}”.`,
  listed: 'Your passkeys.',
  notFound: 'That passkey was not found.',
  nameRequired: 'Give the passkey a name, such as Work laptop',
  nameTooLong: `Keep the name to ${PASSKEY_NAME_MAX_LENGTH} characters or fewer`,
  registrationNotStarted: 'Adding the passkey took too long or was not started here. Please try again.',
  registrationRefused:
    'Your browser’s answer could not be checked, so the passkey was not added. Please try again.',
  alreadyAdded: 'That passkey is already added to an account.',
  tooMany: `You have ${PASSKEYS_PER_PERSON} passkeys already. Remove one before adding another.`,
  useYourPasskey: 'Use your passkey.',
  notAccepted: 'That passkey was not accepted. Try again, or choose another way to sign in.',
  noPasskeys: 'You have no passkey to sign in with. Choose another way to sign in.',
  signInRefused:
    'That passkey cannot sign you in here. Sign in with your e-mail address and password instead.',
  signInExpired: 'Signing in with a passkey took too long or was not started here. Please try again.',
  hostIsAddress:
    'Passkeys need this site to be reached by a host name, not an IP address. Ask your administrator to set PUBLIC_URL to one.',
  credentialFormat: 'Your browser’s answer was not in the expected form. Please try again.',
} as const;

/** A WebAuthn binary value as its JSON carries it. */
const base64Url = z
  .string({ error: PASSKEY_MESSAGES.credentialFormat })
  .max(16_384, { error: PASSKEY_MESSAGES.credentialFormat })
  .regex(/^[A-Za-z0-9_-]*$/, { error: PASSKEY_MESSAGES.credentialFormat });

const descriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** What `navigator.credentials.create` is asked, as JSON (`startRegistration` takes it). */
export const passkeyCreationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/** What `navigator.credentials.get` is asked, as JSON (`startAuthentication` takes it). */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptorSchema).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

/**
 * The browser's answer (RegistrationResponseJSON or AuthenticationResponseJSON), checked only for
 * its shape here: the server's WebAuthn library checks what it says.
 */
const credentialSchema = <R extends z.ZodRawShape>(response: R) =>
  z.object(
    {
      id: base64Url.min(1, { error: PASSKEY_MESSAGES.credentialFormat }),
      rawId: base64Url,
      type: z.literal('public-key', { error: PASSKEY_MESSAGES.credentialFormat }),
      response: z.object(response, { error: PASSKEY_MESSAGES.credentialFormat }),
      authenticatorAttachment: z
        .enum(['platform', 'cross-platform'], { error: PASSKEY_MESSAGES.credentialFormat })
        .optional(),
      clientExtensionResults: z
        .object(
          {
            credProps: z
              .object(
                { rk: z.boolean({ error: PASSKEY_MESSAGES.credentialFormat }).optional() },
                { error: PASSKEY_MESSAGES.credentialFormat },
              )
              .optional(),
          },
          { error: PASSKEY_MESSAGES.credentialFormat },
        )
        .default({}),
    },
    { error: PASSKEY_MESSAGES.credentialFormat },
  );

export const passkeyRegistrationCredentialSchema = credentialSchema({
  clientDataJSON: base64Url,
  attestationObject: base64Url,
  authenticatorData: base64Url.optional(),
  transports: z
    .array(
      z
        .string({ error: PASSKEY_MESSAGES.credentialFormat })
        .max(40, { error: PASSKEY_MESSAGES.credentialFormat }),
      { error: PASSKEY_MESSAGES.credentialFormat },
    )
    .max(10, { error: PASSKEY_MESSAGES.credentialFormat })
    .optional(),
  publicKeyAlgorithm: z
    .number({ error: PASSKEY_MESSAGES.credentialFormat })
    .int({ error: PASSKEY_MESSAGES.credentialFormat })
    .optional(),
  publicKey: base64Url.optional(),
});

export const passkeyAssertionSchema = credentialSchema({
  clientDataJSON: base64Url,
  authenticatorData: base64Url,
  signature: base64Url,
  userHandle: base64Url.optional(),
});

/** `POST /profile/passkeys`: the browser's answer, and the person's own name for the passkey. */
export const passkeyRegistrationRequestSchema = z.object({
  name: singleLineText({ error: PASSKEY_MESSAGES.nameRequired })
    .min(1, { error: PASSKEY_MESSAGES.nameRequired })
    .max(PASSKEY_NAME_MAX_LENGTH, { error: PASSKEY_MESSAGES.nameTooLong }),
  credential: passkeyRegistrationCredentialSchema,
});
export type PasskeyRegistrationRequest = z.input<typeof passkeyRegistrationRequestSchema>;

/** `POST /profile/passkeys/:id/rename`: the person's new name for one of their passkeys. */
export const passkeyRenameRequestSchema = passkeyRegistrationRequestSchema.pick({ name: true });
export type PasskeyRenameRequest = z.input<typeof passkeyRenameRequestSchema>;

/** An assertion to finish a sign-in with. */
export const passkeyAssertionRequestSchema = z.object({ credential: passkeyAssertionSchema });
export type PasskeyAssertionRequest = z.input<typeof passkeyAssertionRequestSchema>;

/** A passkey added: the person's passkeys, and new recovery codes when it was their first second factor. */
export const passkeyAddedSchema = z.object({
  passkeys: z.array(passkeySummarySchema),
  /** Shown once; null when the person had a second factor (and recovery codes) already. */
  recoveryCodes: z.array(z.string()).nullable(),
});
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

export const passkeyListSchema = z.array(passkeySummarySchema);

export const passkeyParamsSchema = z.object({ id: recordIdSchema });

const tag = 'passkeys';
const PENDING_ERRORS = [400, 401, 403, 429] as const;
/** A made-up answer, as the examples send it: refused, whoever sends it. */
const madeUpAssertion = {
  credential: {
    id: 'bm90LWEtcGFzc2tleQ',
    rawId: 'bm90LWEtcGFzc2tleQ',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    clientExtensionResults: {},
  },
} as const;

/** The signed-in person's own passkeys: staff on their profile, applicants on the portal's. */
export const passkeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/profile/passkeys',
    summary: 'Your passkeys: name, when added and last used',
    tag,
    access: ACCESS.passkeyOwners,
    data: passkeyListSchema,
    errors: [401, 403],
  }),
  registrationOptions: defineEndpoint({
    method: 'POST',
    path: '/profile/passkeys/options',
    summary: 'Start adding a passkey: what the browser is asked to create (your passkeys excluded)',
    description:
      'The challenge is single use and lasts a few minutes. Refused (503) when the site is reached by an IP address: passkeys need a host name.',
    tag,
    access: ACCESS.passkeyChangers,
    data: passkeyCreationOptionsSchema,
    errors: [401, 403, 409, 503],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/profile/passkeys',
    summary: 'Add the passkey the browser made, with your name for it; audited and mailed to you',
    description:
      'With a first second factor come ten recovery codes, shown once. Refused when the answer is not for the challenge just issued to you, for this site, or the passkey is added already.',
    tag,
    access: ACCESS.passkeyChangers,
    body: passkeyRegistrationRequestSchema,
    data: passkeyAddedSchema,
    errors: [400, 401, 403, 409, 503],
    example: {
      body: {
        name: 'Work laptop',
        credential: {
          id: 'bm90LWEtcGFzc2tleQ',
          rawId: 'bm90LWEtcGFzc2tleQ',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'oA' },
          clientExtensionResults: {},
        },
      },
      status: 400,
    },
  }),
  rename: defineEndpoint({
    method: 'POST',
    path: '/profile/passkeys/:id/rename',
    summary: 'Rename one of your passkeys (only its name changes); audited',
    tag,
    access: ACCESS.passkeyChangers,
    params: passkeyParamsSchema,
    body: passkeyRenameRequestSchema,
    data: passkeyListSchema,
    errors: [400, 401, 403, 404],
    // Passkey 1 is no caller's: the name is checked, then the passkey is not found.
    example: { params: { id: 1 }, body: { name: 'Office laptop' }, status: 404 },
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/profile/passkeys/:id/remove',
    summary:
      'Remove one of your passkeys (your current password first, or without one a code from your app); audited and mailed to you',
    description:
      'Refused (409) when your authority requires a second factor and it is your only one. Your recovery codes go with your last second factor.',
    tag,
    access: ACCESS.passkeyChangers,
    params: passkeyParamsSchema,
    body: identityProofRequestSchema,
    data: passkeyListSchema,
    errors: [400, 401, 403, 404, 409, 429],
    example: { params: { id: 1 }, body: { currentPassword: 'not the right one' }, status: 400 },
  }),
};

/** Signing in with a passkey: as the second factor of a pending sign-in, or alone. */
export const passkeySignInEndpoints = {
  secondFactorOptions: defineEndpoint({
    method: 'POST',
    path: '/login/second-factor/passkey/options',
    summary: 'What the browser is asked to finish the pending sign-in with one of your passkeys',
    tag,
    access: ACCESS.public,
    data: passkeyRequestOptionsSchema,
    errors: [401, 403, 409, 429, 503],
    example: { status: 401 },
  }),
  secondFactor: defineEndpoint({
    method: 'POST',
    path: '/login/second-factor/passkey',
    summary: 'Finish the pending sign-in with your passkey; sets the refresh and device cookies',
    description:
      'The challenge is single use; the passkey’s signature counter must go up. A refused answer counts on the pending sign-in and towards the account’s lockout, as a wrong code does.',
    tag,
    access: ACCESS.public,
    body: passkeyAssertionRequestSchema,
    data: sessionUserSchema,
    errors: PENDING_ERRORS,
    example: { body: madeUpAssertion, status: 401 },
  }),
  options: defineEndpoint({
    method: 'POST',
    path: '/login/passkey/options',
    summary: 'Start signing in with a passkey alone: what the browser is asked (a passkey it holds)',
    description:
      'The challenge is single use, lasts a few minutes and belongs to this browser (an HttpOnly cookie).',
    tag,
    access: ACCESS.public,
    data: passkeyRequestOptionsSchema,
    errors: [429, 503],
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/login/passkey',
    summary:
      'Sign in with a passkey alone, where your authority allows it; sets the refresh and device cookies',
    description:
      'The passkey must verify you (PIN, fingerprint or face). An unknown passkey, an account that may not sign in and an authority that does not allow it get the same refusal.',
    tag,
    access: ACCESS.public,
    body: passkeyAssertionRequestSchema,
    data: sessionUserSchema,
    errors: [400, 401, 429, 503],
    example: { body: madeUpAssertion, status: 401 },
  }),
};
