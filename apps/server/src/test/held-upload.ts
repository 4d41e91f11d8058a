import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { multipartForm } from './multipart';

/** What came back on a raw connection: the status, the body, and that the server closed it. */
export type RawAnswer = { status: number; headers: string; body: string; elapsedMs: number };

/**
 * An upload sent over a real socket that stops where the test says: the request's head (with
 * the length of the whole form), then only `sentBytes` of the form. `rest()` sends the others.
 * `answer` settles when the server has answered and closed the connection.
 */
export function holdUpload(
  app: FastifyInstance,
  options: { url: string; auth: Record<string, string>; fields: Record<string, unknown>; file: Buffer },
  sentBytes: number,
) {
  const { port } = app.server.address() as AddressInfo;
  const form = multipartForm(options.fields, { file: { name: 'letter.pdf', content: options.file } });
  const head = [
    `POST ${options.url} HTTP/1.1`,
    'host: localhost',
    'connection: close',
    ...Object.entries({ ...options.auth, ...form.headers }).map(([name, value]) => `${name}: ${value}`),
    `content-length: ${form.payload.length}`,
  ].join('\r\n');
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  socket.write(`${head}\r\n\r\n`);
  if (sentBytes > 0) socket.write(form.payload.subarray(0, sentBytes));
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({ status, headers, body, elapsedMs: Date.now() - started });
    });
  });
  return {
    answer,
    /** Sends the rest of the form. */
    rest() {
      socket.write(form.payload.subarray(sentBytes));
    },
    /** Writes `bytes` more of the form now. */
    trickle(bytes: number) {
      const from = sentBytes;
      sentBytes += bytes;
      socket.write(form.payload.subarray(from, sentBytes));
    },
    hangUp() {
      socket.destroy();
    },
  };
}
