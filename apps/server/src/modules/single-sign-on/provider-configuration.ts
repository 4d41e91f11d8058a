import * as oidc from 'openid-client';
import type { IdentityProviderRow } from './identity-provider-repository';

/** How long a provider's discovered settings (endpoints, keys) are kept before asked again. */
const KEPT_FOR_MS = 10 * 60 * 1000;
const DISCOVERY_TIMEOUT_MS = 10_000;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Providers answer over HTTPS; plain HTTP only on this machine (a provider started by the tests, or
 * one a developer runs beside the server).
 */
export function isAllowedIssuer(issuerUrl: string): boolean {
  const url = new URL(issuerUrl);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** Reads a provider's settings from its `.well-known/openid-configuration` (openid-client checks the issuer). */
export async function discoverProvider(
  issuerUrl: string,
  clientId: string,
  clientSecret: string,
): Promise<oidc.Configuration> {
  const insecure = new URL(issuerUrl).protocol === 'http:';
  return oidc.discovery(new URL(issuerUrl), clientId, clientSecret, undefined, {
    timeout: DISCOVERY_TIMEOUT_MS / 1000,
    // Marked deprecated only to stand out: it is for a provider on this machine, which isAllowedIssuer keeps it to.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}

type Kept = { configuration: Promise<oidc.Configuration>; keptUntil: number };

/**
 * Each provider's discovered settings, kept for a while per saved version of the provider, so a
 * sign-in does not fetch the discovery document and keys every time. A failed discovery is not kept.
 */
export function createProviderConfigurations(openSecret: (sealed: string) => Promise<string>) {
  const kept = new Map<string, Kept>();
  return async (provider: IdentityProviderRow): Promise<oidc.Configuration> => {
    const key = `${provider.id}:${provider.version}`;
    const found = kept.get(key);
    if (found && found.keptUntil > Date.now()) return found.configuration;
    const configuration = (async () =>
      discoverProvider(
        provider.issuerUrl,
        provider.clientId,
        await openSecret(provider.clientSecretSealed),
      ))();
    kept.set(key, { configuration, keptUntil: Date.now() + KEPT_FOR_MS });
    configuration.catch(() => kept.delete(key));
    return configuration;
  };
}

export type ProviderConfigurations = ReturnType<typeof createProviderConfigurations>;
