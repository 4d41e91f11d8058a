import { SINGLE_SIGN_ON_MESSAGES, type SingleSignOnRefusal } from '@casekeeper/contract';
import * as oidc from 'openid-client';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { hashSecretToken } from '../../platform/auth/secret-token';
import { AppError } from '../../platform/errors/app-error';
import type { FirstFactorOutcome } from '../auth';
import { finishFirstFactor } from '../second-factor';
import { findProviderById, type IdentityProviderRow } from './identity-provider-repository';
import { matchAccount } from './match-account';
import { readSignOnClaims } from './sign-on-claims';
import type { SignOnDeps } from './sign-on-deps';
import { spendSignOnState } from './sign-on-states';

export type FinishSignOnInput = {
  /** The query string the provider sent the person back with. */
  callbackQuery: string;
  /** The cookie the start gave this browser. */
  browserBinding: string | undefined;
  context: RequestContext;
};

/** A refusal: audited, and answered with its words. */
class SignOnRefused extends Error {
  constructor(
    readonly reason: SingleSignOnRefusal,
    readonly detail?: string,
  ) {
    super(reason);
  }
}

const STATUS_OF: Partial<Record<SingleSignOnRefusal, 'SERVICE_UNAVAILABLE' | 'FORBIDDEN'>> = {
  'provider-unreachable': 'SERVICE_UNAVAILABLE',
  'no-account': 'FORBIDDEN',
  'linked-elsewhere': 'FORBIDDEN',
};

/**
 * Finishes a sign-on with what the provider sent back. The state must be one this server issued,
 * unspent and unexpired, to this browser; openid-client then trades the code (with the PKCE
 * verifier) and checks the ID token's signature, issuer, audience, expiry and nonce; the claims
 * must name an active account of the provider's authority. Every refusal is audited and changes
 * nothing but spending the state.
 */
export async function finishSingleSignOn(
  deps: SignOnDeps,
  input: FinishSignOnInput,
): Promise<FirstFactorOutcome> {
  let provider: IdentityProviderRow | undefined;
  try {
    const callback = new URLSearchParams(input.callbackQuery.replace(/^\?/, ''));
    const state = callback.get('state');
    const spent = state ? await spendSignOnState(deps.db, state) : undefined;
    if (!state || !spent) throw new SignOnRefused('no-sign-on');
    if (!input.browserBinding || hashSecretToken(input.browserBinding) !== spent.browserBindingHash) {
      throw new SignOnRefused('other-browser');
    }
    provider = await findProviderById(deps.db, spent.providerId);
    if (!provider?.isActive) throw new SignOnRefused('no-sign-on');
    const error = callback.get('error');
    if (error !== null) throw new SignOnRefused('provider-refused', error);

    const configuration = await deps.configurations(provider).catch((cause: unknown) => {
      throw new SignOnRefused('provider-unreachable', String(cause));
    });
    const tokens = await oidc
      .authorizationCodeGrant(configuration, new URL(`${deps.redirectUri}?${callback.toString()}`), {
        pkceCodeVerifier: spent.codeVerifier,
        expectedState: state,
        expectedNonce: spent.nonce,
        idTokenExpected: true,
      })
      .catch((cause: unknown) => {
        throw refusalOf(cause);
      });
    const claims = tokens.claims();
    if (!claims) throw new SignOnRefused('provider-answer', 'no ID token');
    const person = readSignOnClaims(claims, provider);
    if ('refused' in person) throw new SignOnRefused(person.refused, claims.sub);

    const signedOnWith = provider;
    const account = await deps.db.transaction((tx) => matchAccount(tx, person, signedOnWith.authorityId));
    if ('refused' in account) throw new SignOnRefused(account.refused, person.email);
    // The provider's own MFA (or the authority's word that it enforces it) is the second factor.
    return await finishFirstFactor(deps, account, {
      door: 'staff',
      firstFactor: 'SSO',
      providerDidMfa: person.didMfa || signedOnWith.enforcesMfa,
      deviceToken: undefined,
      context: input.context,
    });
  } catch (error) {
    if (!(error instanceof SignOnRefused)) throw error;
    await recordAudit(deps.db, {
      action: 'auth.sso-failed',
      actorId: null,
      authorityId: provider?.authorityId ?? null,
      entityType: 'web_user',
      entityId: null,
      after: { reason: error.reason, detail: error.detail ?? null, providerId: provider?.id ?? null },
      ip: input.context.ip,
      requestId: input.context.requestId,
    });
    throw new AppError(
      STATUS_OF[error.reason] ?? 'UNAUTHENTICATED',
      SINGLE_SIGN_ON_MESSAGES.refused[error.reason],
    );
  }
}

/** What went wrong trading the code: the provider said no, its answer failed a check, or it was not there. */
function refusalOf(cause: unknown): SignOnRefused {
  if (cause instanceof oidc.ResponseBodyError) return new SignOnRefused('code-refused', cause.error);
  if (cause instanceof oidc.AuthorizationResponseError)
    return new SignOnRefused('provider-refused', cause.error);
  if (cause instanceof oidc.ClientError)
    return new SignOnRefused('provider-answer', cause.code ?? cause.message);
  return new SignOnRefused('provider-unreachable', String(cause));
}
