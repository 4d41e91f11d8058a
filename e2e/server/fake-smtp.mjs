// A real local SMTP server standing in for the council's mail relay: each message it
// receives is written as JSON ({ to, subject, text }) into a directory the tests read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function parseMessage(raw) {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const header = (name) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
  const body = bodyParts.join('\n\n');
  const quotedPrintable = /quoted-printable/i.test(raw);
  return { subject: header('Subject'), text: quotedPrintable ? decodeQuotedPrintable(body) : body };
}

export function startFakeSmtp({ port, mailDir }) {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        count += 1;
        const file = join(mailDir, `${Date.now()}-${String(count).padStart(4, '0')}.json`);
        writeFileSync(file, JSON.stringify({ to, ...parseMessage(raw), raw }, null, 2));
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
