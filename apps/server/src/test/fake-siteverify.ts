import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SiteverifyRequest = Record<string, string>;

export type FakeSiteverify = {
  url: string;
  /** The form fields of every verification request received. */
  requests: SiteverifyRequest[];
  close(): Promise<void>;
};

/**
 * A real HTTP server standing in for a provider's siteverify endpoint. It reads the token as
 * instructions: `pass` or `pass:ACTION` succeed (with that action), `score:0.3:ACTION` succeeds
 * with that score, `status:500` answers that status, anything else fails.
 */
export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const requests: SiteverifyRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      requests.push(fields);
      const [kind = '', first, second] = (fields.response ?? '').split(':');
      if (kind === 'status') {
        response.writeHead(Number(first)).end('provider trouble');
        return;
      }
      const answer =
        kind === 'pass'
          ? { success: true, ...(first ? { action: first } : {}) }
          : kind === 'score'
            ? { success: true, score: Number(first), action: second }
            : { success: false, 'error-codes': ['invalid-input-response'] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
