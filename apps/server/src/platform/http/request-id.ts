import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Config } from '../config/config';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like: it is echoed, logged and kept in the audit log. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Whether the peer that sent the request is one of TRUST_PROXY's proxies. */
function trustedPeerCheck(setting: Config['TRUST_PROXY']): (address: string) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => setting > 0;
  const proxies = new BlockList();
  for (const entry of setting) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) continue;
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && proxies.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Request ids are made here. A caller's X-Request-Id is kept only when it comes from a trusted
 * proxy (which can tie its own logs to ours) and is short and plain; anything else a client
 * writes would be echoed, logged and stored in the audit log as sent.
 */
export function createRequestIdGenerator(trustProxy: Config['TRUST_PROXY']) {
  const isTrustedPeer = trustedPeerCheck(trustProxy);
  return (request: IncomingMessage): string => {
    const offered = request.headers[REQUEST_ID_HEADER];
    if (
      typeof offered === 'string' &&
      WELL_FORMED_REQUEST_ID.test(offered) &&
      isTrustedPeer(request.socket.remoteAddress ?? '')
    ) {
      return offered;
    }
    return randomUUID();
  };
}
