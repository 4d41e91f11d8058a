import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; raw: string };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with this SMTP reply (e.g. 451, a temporary failure). */
  refuseWith(code: number | null): void;
  /** Resolves once `count` mails in all have arrived. */
  waitForMail(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

function decodeQuotedPrintable(value: string): string {
  return Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
    ? decodeQuotedPrintable(body)
    : body;
  return { from, to, subject: header('Subject'), text: text.trim(), raw };
}

/** A real SMTP server on a loopback port that keeps what it receives: the tests' mail catcher. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mail: ReceivedMail[]) => void }[] = [];
  let refusal: number | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Loopback only: a reverse DNS lookup per connection would only slow the tests down.
    disableReverseLookup: true,
    // A client that never said QUIT must not hold a test run up for the default 30 seconds.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal !== null) {
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: refusal });
          callback(error);
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push(parse(Buffer.concat(chunks).toString('utf8'), from, to));
        for (const waiter of waiters.filter((candidate) => received.length >= candidate.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve([...received]);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseWith: (code) => {
      refusal = code;
    },
    waitForMail: (count) =>
      received.length >= count
        ? Promise.resolve([...received])
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
