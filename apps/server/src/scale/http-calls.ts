import { API_PREFIX } from '@casekeeper/contract';

let lastAddress = 0;
/**
 * A fresh client address, sent as X-Forwarded-For (the copies trust one proxy, as behind a load
 * balancer), so per-address limits never meet across calls unless a test means them to.
 */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.40.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

export type Caller = { authorization: string } | undefined;

export type CallOptions = {
  who?: Caller;
  /** JSON body, or a prepared one (multipart) with its own headers. */
  body?: object | { payload: Buffer; headers: Record<string, string> };
  address?: string;
  cookies?: Record<string, string>;
  signal?: AbortSignal;
};

const isPrepared = (
  body: CallOptions['body'],
): body is { payload: Buffer; headers: Record<string, string> } =>
  body !== undefined && 'payload' in body && Buffer.isBuffer(body.payload);

/** One real HTTP call to a server copy's API, as a browser behind the load balancer would make it. */
export function call(server: string, method: 'GET' | 'POST', path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.address ?? freshAddress(),
    ...options.who,
  };
  if (options.cookies) {
    headers.cookie = Object.entries(options.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
  let body: string | Uint8Array | undefined;
  if (isPrepared(options.body)) {
    Object.assign(headers, options.body.headers);
    body = new Uint8Array(options.body.payload);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(`${server}${API_PREFIX}${path}`, { method, headers, body, signal: options.signal });
}

/** The value of the cookie `name` an answer set, if it set one. */
export function cookieOf(response: Response, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** The `data` of a JSON answer, after checking its status. */
export async function dataOf<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${text.slice(0, 500)}`);
  }
  return (JSON.parse(text) as { data: T }).data;
}

// A stream's server-sent events, read as the one-process tests read them (test/server-sent-events.ts).
export { eventsOf } from '../test/server-sent-events';
