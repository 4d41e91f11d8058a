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

/** The server-sent events of a stream, read as they come. */
export function eventsOf(response: Response) {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no body');
  let buffered = '';
  return {
    /** Reads until an event named `event` arrives; answers the names of the events read before it, and it. */
    async until(event: string): Promise<string[]> {
      const seen: string[] = [];
      for (;;) {
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const [index, block] of blocks.entries()) {
          const name = /^event: (.+)$/m.exec(block)?.[1];
          seen.push(name ?? block.split('\n')[0] ?? '');
          if (name === event) {
            buffered = [...blocks.slice(index + 1), buffered].join('\n\n');
            return seen;
          }
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${event}: ${seen.join(', ')}`);
        buffered += value;
      }
    },
  };
}
