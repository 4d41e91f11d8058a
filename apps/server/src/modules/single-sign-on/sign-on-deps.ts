import { SINGLE_SIGN_ON_RETURN_PATH } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import { authDeps, type AuthDeps } from '../auth';
import type { SecretSealer } from '../../platform/auth/sealed-secrets';
import { createProviderConfigurations, type ProviderConfigurations } from './provider-configuration';

/** What single sign-on needs from the app: the sign-in's own, the sealer and providers' settings. */
export type SignOnDeps = AuthDeps & {
  secretSealer: SecretSealer;
  configurations: ProviderConfigurations;
  /** Where providers send people back (register it with the provider). */
  redirectUri: string;
};

export function redirectUriOf(publicUrl: string): string {
  return `${publicUrl}${SINGLE_SIGN_ON_RETURN_PATH}`;
}

export function signOnDeps(app: FastifyInstance): SignOnDeps {
  return {
    ...authDeps(app),
    secretSealer: app.secretSealer,
    configurations: createProviderConfigurations((sealed) => app.secretSealer.open(sealed)),
    redirectUri: redirectUriOf(app.config.PUBLIC_URL),
  };
}
