import type { SingleSignOnRefusal } from '@casekeeper/contract';
import type { IDToken } from 'openid-client';

/** Who the provider says signed in, once its claims are found fit to match an account by. */
export type SignedOnPerson = {
  issuer: string;
  subject: string;
  email: string;
  /** The provider says it performed multi-factor authentication (`amr` holds `mfa`). */
  didMfa: boolean;
};

/** An Entra ID tenant-specific issuer: https://login.microsoftonline.com/{tenant id}/v2.0. */
const TENANT_ISSUER_PATH = /^\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/v2\.0\/?$/i;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const looksLikeEmail = (value: string | undefined) =>
  value !== undefined && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? value : undefined;

/**
 * Reads the ID token's claims (openid-client has checked its signature, issuer, audience, expiry
 * and nonce). The e-mail is `email`, or Entra ID's `preferred_username` when that is an address;
 * one the provider says is not verified is refused, and so is one outside the provider's domains
 * (the domains are what a council's directory vouches for). A tenant-specific Entra ID issuer must
 * be matched by the token's `tid`.
 */
export function readSignOnClaims(
  claims: IDToken,
  provider: { issuerUrl: string; allowedDomains: string[] },
): SignedOnPerson | { refused: SingleSignOnRefusal } {
  const tenant = TENANT_ISSUER_PATH.exec(new URL(provider.issuerUrl).pathname)?.[1];
  if (tenant !== undefined && text(claims['tid'])?.toLowerCase() !== tenant.toLowerCase()) {
    return { refused: 'wrong-tenant' };
  }
  const email = looksLikeEmail(text(claims['email'])) ?? looksLikeEmail(text(claims['preferred_username']));
  if (email === undefined) return { refused: 'no-email' };
  if (claims['email_verified'] === false) return { refused: 'email-not-verified' };
  const domain = email.toLowerCase().split('@').pop() ?? '';
  if (!provider.allowedDomains.includes(domain)) return { refused: 'other-domain' };
  const amr = Array.isArray(claims['amr']) ? claims['amr'] : [];
  return { issuer: claims.iss, subject: claims.sub, email, didMfa: amr.includes('mfa') };
}
