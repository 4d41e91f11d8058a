import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { MAX_MAIL_ATTEMPTS } from './deliver-due-mail';
import { createMailer, type Mailer } from './mailer';

const silent = Fastify({ logger: false }).log;
const MAIL_FROM = 'Casekeeper <no-reply@test.gov.uk>';

let testDatabase: TestDatabase;
let connection: { db: Database; close(): Promise<void> };
let db: Database;
let smtp: TestSmtpServer;
let mailer: Mailer;

beforeAll(async () => {
  [testDatabase, smtp] = await Promise.all([createMigratedDatabase(), startTestSmtpServer()]);
  connection = createDatabase(testDatabase.url);
  db = connection.db;
  mailer = createMailer({ db, config: { SMTP_URL: smtp.url, MAIL_FROM }, log: silent });
});
afterAll(async () => {
  await mailer.stop();
  await connection.close();
  await Promise.all([testDatabase.drop(), smtp.close()]);
});
beforeEach(async () => {
  await db.delete(mailOutbox);
  smtp.received.length = 0;
  smtp.refuseWith(null);
});

const message = (n: number) => ({
  to: `person${n}@council.gov.uk`,
  subject: `Notice ${n}`,
  text: `Body ${n}`,
});

describe('the mail outbox', () => {
  it('keeps a mail only if the transaction that queued it commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await mailer.enqueue(tx, message(1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction((tx) => mailer.enqueue(tx, message(2)));
    const rows = await db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(rows).toEqual([{ to: 'person2@council.gov.uk' }]);
  });

  it('sends due mail over SMTP from MAIL_FROM, once', async () => {
    await mailer.enqueue(db, message(1));
    expect(await mailer.deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      from: 'no-reply@test.gov.uk',
      to: ['person1@council.gov.uk'],
      subject: 'Notice 1',
      text: 'Body 1',
    });
    const [row] = await db.select().from(mailOutbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);

    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused mail later with backoff, keeping the error', async () => {
    await mailer.enqueue(db, message(1));
    smtp.refuseWith(451);
    const before = Date.now();
    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await db.select().from(mailOutbox);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed?.lastError).toContain('451');
    const delay = (failed?.nextAttemptAt.getTime() ?? 0) - before;
    expect(delay).toBeGreaterThanOrEqual(59_000);
    expect(delay).toBeLessThanOrEqual(61_000 + (Date.now() - before));

    smtp.refuseWith(null);
    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 0 });

    await db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    smtp.refuseWith(451);
    await mailer.deliverDueMail();
    const [again] = await db.select().from(mailOutbox);
    expect(again?.attempts).toBe(2);
    expect((again?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(110_000);

    smtp.refuseWith(null);
    await db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await mailer.deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after the last attempt and on mail more than a day old', async () => {
    await mailer.enqueue(db, message(1));
    await mailer.enqueue(db, message(2));
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS })
      .where(eq(mailOutbox.toAddress, 'person1@council.gov.uk'));
    await db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(mailOutbox.toAddress, 'person2@council.gov.uk'));
    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 0 });
  });

  it('sends each mail once when two servers deliver at the same moment', async () => {
    for (let n = 0; n < 30; n += 1) await mailer.enqueue(db, message(n));
    const otherServer = createMailer({ db, config: { SMTP_URL: smtp.url, MAIL_FROM }, log: silent });
    const reports = await Promise.all([mailer.deliverDueMail(), otherServer.deliverDueMail()]);
    await otherServer.stop();
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    const recipients = smtp.received.map((mail) => mail.to[0]);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
  });

  it('once started, delivers a queued mail soon after it commits, without waiting for the next poll', async () => {
    const worker = createMailer({
      db,
      config: { SMTP_URL: smtp.url, MAIL_FROM },
      log: silent,
      pollIntervalMs: 60 * 60_000,
    });
    await worker.enqueue(db, message(6));
    worker.start();
    // The first run, on start, sends what was waiting; the next poll is an hour away...
    await smtp.waitForMail(1);
    // ...so this one arrives only because queueing it woke the worker.
    await db.transaction((tx) => worker.enqueue(tx, message(7)));
    const [, mail] = await smtp.waitForMail(2);
    expect(mail?.subject).toBe('Notice 7');
    await worker.stop();
  });
});

describe('without SMTP_URL', () => {
  it('keeps mail in the outbox and writes it to the log, link included', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = Fastify({ logger: { level: 'warn', stream } });
    const offline = createMailer({ db, config: { SMTP_URL: undefined, MAIL_FROM }, log: logged.log });
    expect(offline.sending).toBe(false);

    await offline.enqueue(db, { ...message(1), text: 'Open http://localhost:3000/password-reset?token=abc' });
    expect(await offline.deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ sentAt: null, toAddress: 'person1@council.gov.uk' });
    const entry = JSON.parse(lines.join('')) as { msg: string; mail: { text: string } };
    expect(entry.msg).toContain('SMTP_URL is not set');
    expect(entry.mail.text).toContain('/password-reset?token=abc');
    await logged.close();
  });
});
