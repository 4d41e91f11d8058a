import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { ScannerRefusedError, type ScanVerdict, type VirusScanner } from './virus-scanner';

export type ClamdOptions = {
  host: string;
  port: number;
  /** The longest a connection may sit idle (connecting, or waiting for the verdict). */
  timeoutMs?: number;
};

/** clamd reads a chunk length as 4 bytes, big-endian; chunks above its StreamMaxLength are refused anyway. */
const MAX_CHUNK_BYTES = 64 * 1024;
const DEFAULT_TIMEOUT_MS = 60_000;

function lengthPrefix(length: number): Buffer {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(length, 0);
  return prefix;
}

/** Splits what is read into pieces clamd takes, each with its length in front. */
async function* instreamChunks(content: Readable): AsyncGenerator<Buffer> {
  for await (const piece of content as AsyncIterable<Buffer | string>) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    for (let start = 0; start < bytes.length; start += MAX_CHUNK_BYTES) {
      const chunk = bytes.subarray(start, start + MAX_CHUNK_BYTES);
      yield Buffer.concat([lengthPrefix(chunk.length), chunk]);
    }
  }
}

/**
 * Reads clamd's one-line reply: `stream: OK`, `stream: <signature> FOUND`, or an error such as
 * `INSTREAM size limit exceeded. ERROR` (the z-commands end it with a NUL).
 */
export function verdictOf(reply: string): ScanVerdict {
  const line = reply.replace(/\0/g, '').trim();
  if (/^stream: OK$/.test(line)) return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found?.[1]) return { clean: false, signature: found[1] };
  throw new ScannerRefusedError(line || '(no reply)');
}

function write(socket: Socket, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.write(bytes, (error) => (error ? reject(error) : resolve()));
  });
}

/** A ClamAV daemon over TCP, sent each file with INSTREAM (clamd(8)). */
export function createClamdScanner(options: ClamdOptions): VirusScanner {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: `clamd at ${options.host}:${options.port}`,
    scan(content) {
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      return new Promise<ScanVerdict>((resolve, reject) => {
        const socket = connect({ host: options.host, port: options.port });
        const replies: Buffer[] = [];
        let settled = false;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          socket.destroy();
          if (!source.destroyed) source.destroy();
          outcome();
        };
        socket.setTimeout(timeoutMs, () =>
          finish(() => reject(new Error(`the virus scanner did not answer within ${timeoutMs} ms`))),
        );
        const answer = () =>
          finish(() => {
            try {
              resolve(verdictOf(Buffer.concat(replies).toString('utf8')));
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        // clamd answers once, then closes. It may answer early (a size limit) while we still send,
        // and our next write then fails: its reply is what counts.
        socket.on('error', (error) => (replies.length > 0 ? answer() : finish(() => reject(error))));
        socket.on('data', (data: Buffer) => replies.push(data));
        socket.on('end', answer);
        socket.on('connect', () => {
          void (async () => {
            await write(socket, Buffer.from('zINSTREAM\0'));
            for await (const chunk of instreamChunks(source)) {
              if (settled) return;
              await write(socket, chunk);
            }
            await write(socket, lengthPrefix(0));
          })().catch((error: unknown) => {
            // A write cut short by clamd's own reply and close is answered by 'end' above.
            if (replies.length > 0) return;
            finish(() => reject(error instanceof Error ? error : new Error(String(error))));
          });
        });
      });
    },
  };
}
