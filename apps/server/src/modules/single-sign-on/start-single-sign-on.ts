import { SINGLE_SIGN_ON_MESSAGES } from '@casekeeper/contract';
import * as oidc from 'openid-client';
import { generateSecretToken } from '../../platform/auth/secret-token';
import { AppError } from '../../platform/errors/app-error';
import { findActiveProviderForDomain } from './identity-provider-repository';
import type { SignOnDeps } from './sign-on-deps';
import { storeSignOnState } from './sign-on-states';

export const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

/** What OpenID Connect scopes a sign-in asks for: who the person is and their e-mail address. */
const SCOPES = 'openid email profile';

/**
 * Starts a sign-on for the person of `email`: the provider their domain signs in with, a fresh
 * state, nonce and PKCE verifier kept for the return, and the provider's address to go to. The
 * answer also carries the value of the cookie that binds the return to this browser.
 */
export async function startSingleSignOn(
  deps: SignOnDeps,
  input: { email: string },
): Promise<{ authorizationUrl: string; browserBinding: string }> {
  const provider = await findActiveProviderForDomain(deps.db, domainOf(input.email));
  if (!provider) throw new AppError('BAD_REQUEST', SINGLE_SIGN_ON_MESSAGES.notOffered);
  const configuration = await deps.configurations(provider).catch((error: unknown) => {
    throw new AppError('SERVICE_UNAVAILABLE', SINGLE_SIGN_ON_MESSAGES.refused['provider-unreachable'], {
      cause: error,
    });
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserBinding = generateSecretToken();
  await storeSignOnState(deps.db, { state, providerId: provider.id, browserBinding, codeVerifier, nonce });
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: deps.redirectUri,
    scope: SCOPES,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: input.email.trim(),
  });
  return { authorizationUrl: authorizationUrl.href, browserBinding };
}
