import { z } from 'zod';
import { ACCESS } from './access-rules';
import { emailSchema, loginAnswerSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, versionSchema } from './records';
import { singleLineText } from './text';

/**
 * Single sign-on with a council's own identity provider (OpenID Connect: Microsoft Entra ID and the
 * like; docs/sessions.md). An authority's ADMIN, or a platform admin, configures its provider; the
 * platform may have one for platform admins. Which provider signs a person in follows from the
 * domain of their e-mail address, never from whether they have an account.
 */

export const IDENTITY_PROVIDER_NAME_MAX_LENGTH = 60;
export const IDENTITY_PROVIDER_DOMAINS_MAX = 20;

export const SINGLE_SIGN_ON_MESSAGES = {
  notOffered: 'Single sign-on is not set up for that e-mail address: sign in with your password',
  passwordsOff: (provider: string) =>
    `Your organisation signs you in with ${provider}: use "Sign in with ${provider}"`,
  started: 'Taking you to your organisation to sign in.',
  signedIn: 'You are signed in.',
  /** Why a sign-on came back refused: said on the sign-in page, and audited. */
  refused: {
    'no-sign-on': 'That sign-in was not started here, or has expired: start again',
    'other-browser': 'That sign-in was started in another browser: start again in this one',
    'provider-refused': 'Your organisation did not sign you in. Try again, or ask your IT service desk',
    'code-refused': 'That sign-in took too long or was already used: start again',
    'provider-answer':
      'Your organisation\u2019s answer could not be checked, so you are not signed in. Start again',
    'provider-unreachable':
      'Your organisation\u2019s sign-in service could not be reached. Try again in a few minutes',
    'no-email':
      'Your organisation did not say which e-mail address you signed in with, so you are not signed in',
    'email-not-verified': 'Your organisation has not verified your e-mail address, so you are not signed in',
    'other-domain':
      'That e-mail address is not one this organisation signs in: sign in with the right account',
    'wrong-tenant': 'That sign-in came from another organisation\u2019s directory: you are not signed in',
    'no-account':
      'There is no active Casekeeper account for you at this organisation. Ask your Casekeeper administrator for one',
    'linked-elsewhere':
      'This Casekeeper account is linked to a different identity at your organisation. Ask your Casekeeper administrator',
  },
  saved: (provider: string) => `Single sign-on with ${provider} has been saved.`,
  removed: 'Single sign-on has been removed: people sign in with their passwords.',
  unreachableIssuer: (issuer: string, why: string) =>
    `Casekeeper could not read the sign-in settings of ${issuer} (${why}). Check the issuer URL`,
  issuerNotHttps: 'The issuer URL must start with https://',
  secretNeeded: 'Enter the client secret',
  domainTaken: (domain: string) => `${domain} already signs in with another organisation\u2019s provider`,
  domainsNeeded: 'Enter at least one e-mail domain, such as ambridge.gov.uk',
  domainFormat: 'Enter e-mail domains like ambridge.gov.uk, without the @',
} as const;

export type SingleSignOnRefusal = keyof typeof SINGLE_SIGN_ON_MESSAGES.refused;

const domainSchema = singleLineText()
  .transform((value) => value.toLowerCase().replace(/^@/, ''))
  .pipe(
    z
      .string()
      .max(253)
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
        error: SINGLE_SIGN_ON_MESSAGES.domainFormat,
      }),
  );

/** What an administrator sees of a provider: never its client secret. */
export const identityProviderSchema = z.object({
  id: z.number().int(),
  /** Null for the platform's own provider. */
  authorityId: z.number().int().nullable(),
  displayName: z.string(),
  issuerUrl: z.string(),
  clientId: z.string(),
  /** Always true once saved; the secret itself is never sent back. */
  hasClientSecret: z.boolean(),
  allowedDomains: z.array(z.string()),
  passwordSignIn: z.boolean(),
  enforcesMfa: z.boolean(),
  isActive: z.boolean(),
  /** Where the provider must send people back: register it with the provider. */
  redirectUri: z.string(),
  version: z.number().int(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

/** The provider of an authority (or the platform), or null with the redirect URI to register. */
export const identityProviderAnswerSchema = z.object({
  provider: identityProviderSchema.nullable(),
  redirectUri: z.string(),
});
export type IdentityProviderAnswer = z.infer<typeof identityProviderAnswerSchema>;

export const saveIdentityProviderRequestSchema = z.object({
  displayName: singleLineText({ error: 'Enter the name people know the provider by' })
    .min(1, { error: 'Enter the name people know the provider by' })
    .max(IDENTITY_PROVIDER_NAME_MAX_LENGTH, {
      error: `Use at most ${IDENTITY_PROVIDER_NAME_MAX_LENGTH} characters`,
    }),
  issuerUrl: singleLineText({ error: 'Enter the issuer URL' })
    .min(1, { error: 'Enter the issuer URL' })
    .max(500)
    .pipe(
      z.url({
        protocol: /^https?$/,
        error: 'Enter the issuer URL, such as https://login.microsoftonline.com/{tenant}/v2.0',
      }),
    ),
  clientId: singleLineText({ error: 'Enter the client ID' })
    .min(1, { error: 'Enter the client ID' })
    .max(200),
  /** Absent or blank: keep the saved one (required the first time). */
  clientSecret: singleLineText().max(1000).optional(),
  allowedDomains: z
    .array(domainSchema)
    .min(1, { error: SINGLE_SIGN_ON_MESSAGES.domainsNeeded })
    .max(IDENTITY_PROVIDER_DOMAINS_MAX, { error: `Give at most ${IDENTITY_PROVIDER_DOMAINS_MAX} domains` }),
  passwordSignIn: z.boolean({ error: 'Say whether people may still sign in with a password' }),
  enforcesMfa: z.boolean({ error: 'Say whether the provider enforces multi-factor authentication' }),
  isActive: z.boolean().default(true),
  /** The version read; absent when there is no provider yet. */
  version: versionSchema.optional(),
});
export type SaveIdentityProviderRequest = z.input<typeof saveIdentityProviderRequestSchema>;

export const findSignOnRequestSchema = z.object({ email: emailSchema });
/** The provider that signs in people of that e-mail's domain, if any. */
export const findSignOnAnswerSchema = z.object({
  provider: z.object({ name: z.string(), passwordSignIn: z.boolean() }).nullable(),
});
export type FindSignOnAnswer = z.infer<typeof findSignOnAnswerSchema>;

export const startSignOnAnswerSchema = z.object({ authorizationUrl: z.string() });

/** What the provider sent back to `/login/sso`: the page's query string, as it arrived. */
export const finishSignOnRequestSchema = z.object({
  callbackQuery: singleLineText().min(1).max(8192),
});

const authorityParams = z.object({ authorityId: recordIdSchema });
const tag = 'single sign-on';
const EXAMPLE_PROVIDER = {
  displayName: 'Ambridge Council',
  issuerUrl: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
  clientId: 'casekeeper',
  clientSecret: 'from-the-app-registration',
  allowedDomains: ['ambridge.gov.uk'],
  passwordSignIn: true,
  enforcesMfa: true,
};

export const singleSignOnEndpoints = {
  find: defineEndpoint({
    method: 'POST',
    path: '/sso/find',
    summary:
      'Whether people of an e-mail address\u2019s domain sign in with a provider (says nothing of accounts)',
    tag,
    access: ACCESS.public,
    body: findSignOnRequestSchema,
    data: findSignOnAnswerSchema,
    errors: [400, 429],
    example: { body: { email: 'sam.officer@ambridge.gov.uk' } },
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/sso/start',
    summary:
      'Start single sign-on: answers the provider\u2019s address to go to and sets a cookie binding it to this browser',
    tag,
    access: ACCESS.public,
    body: findSignOnRequestSchema,
    data: startSignOnAnswerSchema,
    errors: [400, 403, 429, 503],
    example: { body: { email: 'sam.officer@ambridge.gov.uk' }, status: 400 },
  }),
  finish: defineEndpoint({
    method: 'POST',
    path: '/sso/finish',
    summary: 'Finish single sign-on with what the provider sent back: signs in (or asks for a second factor)',
    tag,
    access: ACCESS.public,
    body: finishSignOnRequestSchema,
    data: loginAnswerSchema,
    errors: [400, 401, 403, 429, 503],
    example: { body: { callbackQuery: '?code=made-up&state=made-up' }, status: 401 },
  }),
  getForAuthority: defineEndpoint({
    method: 'GET',
    path: '/identity-provider/:authorityId',
    summary: 'An authority\u2019s single sign-on provider (never its client secret)',
    tag,
    access: ACCESS.identityProviderManagers,
    params: authorityParams,
    data: identityProviderAnswerSchema,
    errors: [401, 403],
    example: { params: { authorityId: recordOf('authority') } },
  }),
  saveForAuthority: defineEndpoint({
    method: 'POST',
    path: '/identity-provider/:authorityId',
    summary:
      'Set up or change an authority\u2019s single sign-on provider (its settings are read from the issuer first)',
    tag,
    access: ACCESS.identityProviderManagers,
    params: authorityParams,
    body: saveIdentityProviderRequestSchema,
    data: identityProviderAnswerSchema,
    errors: [400, 401, 403, 409, 422],
    example: { params: { authorityId: recordOf('authority') }, body: EXAMPLE_PROVIDER, status: 422 },
  }),
  removeForAuthority: defineEndpoint({
    method: 'POST',
    path: '/identity-provider/:authorityId/remove',
    summary: 'Remove an authority\u2019s single sign-on provider: its people sign in with passwords',
    tag,
    access: ACCESS.identityProviderManagers,
    params: authorityParams,
    data: identityProviderAnswerSchema,
    errors: [401, 403],
    example: { params: { authorityId: recordOf('authority') } },
  }),
  getForPlatform: defineEndpoint({
    method: 'GET',
    path: '/admin/identity-provider',
    summary: 'The platform\u2019s own single sign-on provider, for platform admins',
    tag,
    access: ACCESS.platformAdmin,
    data: identityProviderAnswerSchema,
    errors: [401, 403],
  }),
  saveForPlatform: defineEndpoint({
    method: 'POST',
    path: '/admin/identity-provider',
    summary: 'Set up or change the platform\u2019s own single sign-on provider',
    tag,
    access: ACCESS.platformAdmin,
    body: saveIdentityProviderRequestSchema,
    data: identityProviderAnswerSchema,
    errors: [400, 401, 403, 409, 422],
    example: { body: EXAMPLE_PROVIDER, status: 422 },
  }),
  removeForPlatform: defineEndpoint({
    method: 'POST',
    path: '/admin/identity-provider/remove',
    summary: 'Remove the platform\u2019s own single sign-on provider',
    tag,
    access: ACCESS.platformAdmin,
    data: identityProviderAnswerSchema,
    errors: [401, 403],
  }),
} as const;
