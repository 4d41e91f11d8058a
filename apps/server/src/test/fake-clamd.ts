import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * The EICAR anti-virus test string, built at run time from parts so that no file in the
 * repository is itself flagged by a scanner.
 */
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}', '$EICAR-STANDARD-ANTIVIRUS', '-TEST-FILE!$H+H*'].join(
  '',
);
const EICAR_SIGNATURE = 'Eicar-Signature';

export type FakeClamd = {
  host: string;
  port: number;
  /** The environment that points the app at this scanner. */
  environment: Record<string, string>;
  /** How many INSTREAM scans it has answered. */
  readonly scans: number;
  /** Stops listening (the scanner is away); connections are refused until `start`. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/** Reads one z- or n-prefixed command, then INSTREAM's length-prefixed chunks up to the empty one. */
function serve(socket: Socket, sizeLimit: number, onScan: () => void) {
  let buffer = Buffer.alloc(0);
  let command: string | null = null;
  let received = Buffer.alloc(0);
  const reply = (text: string) => {
    socket.end(`${text}\0`);
  };
  socket.on('error', () => socket.destroy());
  socket.on('data', (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    if (command === null) {
      const end = buffer.indexOf(0);
      if (end < 0) return;
      command = buffer.subarray(0, end).toString('latin1');
      buffer = buffer.subarray(end + 1);
      if (command === 'zPING') return reply('PONG');
      if (command !== 'zINSTREAM') return reply('UNKNOWN COMMAND');
    }
    while (buffer.length >= 4) {
      const length = buffer.readUInt32BE(0);
      if (length === 0) {
        onScan();
        const text = received.toString('latin1');
        return reply(text.includes(EICAR) ? `stream: ${EICAR_SIGNATURE} FOUND` : 'stream: OK');
      }
      if (buffer.length < 4 + length) return;
      received = Buffer.concat([received, buffer.subarray(4, 4 + length)]);
      buffer = buffer.subarray(4 + length);
      if (received.length > sizeLimit) return reply('INSTREAM size limit exceeded. ERROR');
    }
  });
}

/**
 * A small stand-in for ClamAV's daemon on a loopback port, speaking its INSTREAM protocol and
 * finding only the EICAR test string: the tests' fake of the third-party scanner, as the SMTP
 * server is of mail. `sizeLimit` plays clamd's StreamMaxLength.
 */
export async function startFakeClamd(options: { sizeLimit?: number } = {}): Promise<FakeClamd> {
  const sizeLimit = options.sizeLimit ?? 26 * 1024 * 1024;
  let scans = 0;
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        serve(socket, sizeLimit, () => (scans += 1));
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (!current) return resolve();
      current.close(() => resolve());
    });
  const port = await listen(0);
  return {
    host: '127.0.0.1',
    port,
    environment: { CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(port) },
    get scans() {
      return scans;
    },
    stop,
    start: async () => {
      if (!server) await listen(port);
    },
    close: stop,
  };
}
