import type { IdentityProviderAnswer } from '@casekeeper/contract';
import type { IdentityProviderRow } from './identity-provider-repository';

/** A provider as administrators see it: never its client secret. */
export function identityProviderAnswer(
  row: IdentityProviderRow | undefined,
  redirectUri: string,
): IdentityProviderAnswer {
  return {
    redirectUri,
    provider: row
      ? {
          id: row.id,
          authorityId: row.authorityId,
          displayName: row.displayName,
          issuerUrl: row.issuerUrl,
          clientId: row.clientId,
          hasClientSecret: true,
          allowedDomains: row.allowedDomains,
          passwordSignIn: row.passwordSignIn,
          enforcesMfa: row.enforcesMfa,
          isActive: row.isActive,
          redirectUri,
          version: row.version,
        }
      : null,
  };
}

/** What the audit log keeps of a provider's settings (the secret only as whether it changed). */
export function auditedSettings(row: IdentityProviderRow) {
  return {
    displayName: row.displayName,
    issuerUrl: row.issuerUrl,
    clientId: row.clientId,
    allowedDomains: row.allowedDomains,
    passwordSignIn: row.passwordSignIn,
    enforcesMfa: row.enforcesMfa,
    isActive: row.isActive,
  };
}
