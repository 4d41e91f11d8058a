import { PASSKEY_MESSAGES } from '@casekeeper/contract';
import { isIP } from 'node:net';
import type { Config } from '../../platform/config/config';
import { AppError } from '../../platform/errors/app-error';

/** Who passkeys are made for and checked against: the site people reach (PUBLIC_URL). */
export type RelyingParty = {
  /** The RP ID: PUBLIC_URL's host name, which a passkey is bound to. */
  id: string;
  /** The origin a browser's answer must come from: PUBLIC_URL's own. */
  origin: string;
  name: string;
};

/**
 * The relying party of PUBLIC_URL. Browsers refuse an IP address as an RP ID, so a site reached
 * by one cannot use passkeys: every passkey call then answers a clear 503 rather than letting the
 * browser fail with a cryptic error.
 */
export function relyingPartyOf(config: Pick<Config, 'PUBLIC_URL'>): RelyingParty {
  const url = new URL(config.PUBLIC_URL);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) throw new AppError('SERVICE_UNAVAILABLE', PASSKEY_MESSAGES.hostIsAddress);
  return { id: host, origin: url.origin, name: 'Casekeeper' };
}
