import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import PgBoss from 'pg-boss';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { JOB_DEFINITIONS } from '../jobs/job-definitions';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { poolSql } from '../jobs/job-sql';
import { createMailer, type Mailer } from './mailer';

const silent = Fastify({ logger: false }).log;
const MAIL_FROM = 'Casekeeper <no-reply@test.gov.uk>';

let testDatabase: TestDatabase;
let connection: { db: Database; close(): Promise<void> };
let db: Database;
let smtp: TestSmtpServer;
let mailer: Mailer;

function mailerFor(smtpUrl: string | undefined, jobs?: JobQueue, log = silent) {
  return createMailer({
    db,
    config: { SMTP_URL: smtpUrl, MAIL_FROM },
    log,
    jobs: jobs ?? createJobQueue({ db, log: silent, runWorkers: false }),
  });
}

/** The states of the `mail.deliver` jobs, oldest first. */
async function deliveryJobs() {
  const result = await db.execute<{ state: string; retry_count: number }>(
    sql`select state, retry_count from pgboss.job where name = 'mail.deliver' order by created_on`,
  );
  return result.rows;
}

/** Moves every waiting retry to now, as if its wait were over. */
const retriesAreDue = () =>
  db.execute(sql`update pgboss.job set start_after = now() where name = 'mail.deliver' and state = 'retry'`);

beforeAll(async () => {
  [testDatabase, smtp] = await Promise.all([createMigratedDatabase(), startTestSmtpServer()]);
  connection = createDatabase(testDatabase.url);
  db = connection.db;
  mailer = mailerFor(smtp.url);
});
afterAll(async () => {
  mailer.stop();
  await connection.close();
  await Promise.all([testDatabase.drop(), smtp.close()]);
});
beforeEach(async () => {
  await db.delete(mailOutbox);
  await db.execute(sql`delete from pgboss.job where name = 'mail.deliver'`);
  smtp.received.length = 0;
  smtp.refuseWith(null);
});

const message = (n: number) => ({
  to: `person${n}@council.gov.uk`,
  subject: `Notice ${n}`,
  text: `Body ${n}`,
});

describe('the mail outbox', () => {
  it('keeps a mail, and its delivery job, only if the transaction that queued it commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await mailer.enqueue(tx, message(1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction((tx) => mailer.enqueue(tx, message(2)));
    const rows = await db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(rows).toEqual([{ to: 'person2@council.gov.uk' }]);
    expect(await deliveryJobs()).toEqual([{ state: 'created', retry_count: 0 }]);
  });

  it('sends due mail over SMTP from MAIL_FROM, once, and records it as sent', async () => {
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
    expect(await deliveryJobs()).toEqual([{ state: 'completed', retry_count: 0 }]);

    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused mail later with backoff, keeping the error', async () => {
    await mailer.enqueue(db, message(1));
    smtp.refuseWith(451);
    const before = Date.now();
    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await db.select().from(mailOutbox);
    expect(failed).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(failed?.lastError).toContain('451');
    const delay = (failed?.nextAttemptAt.getTime() ?? 0) - before;
    expect(delay).toBeGreaterThanOrEqual(59_000);
    expect(delay).toBeLessThanOrEqual(61_000 + (Date.now() - before));

    smtp.refuseWith(null);
    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 0 });

    await retriesAreDue();
    smtp.refuseWith(451);
    await mailer.deliverDueMail();
    const [again] = await db.select().from(mailOutbox);
    expect(again?.attempts).toBe(2);
    expect((again?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(110_000);

    smtp.refuseWith(null);
    await retriesAreDue();
    expect(await mailer.deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('marks the mail failed after the last attempt, and stops trying', async () => {
    await mailer.enqueue(db, message(1));
    smtp.refuseWith(550);
    const attempts = JOB_DEFINITIONS['mail.deliver'].retryLimit + 1;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      await retriesAreDue();
      expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 1 });
    }
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ sentAt: null, attempts });
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(await deliveryJobs()).toEqual([{ state: 'failed', retry_count: attempts - 1 }]);

    smtp.refuseWith(null);
    await retriesAreDue();
    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('gives up on mail more than a day old without sending it', async () => {
    await mailer.enqueue(db, message(1));
    await db.update(mailOutbox).set({ createdAt: sql`now() - interval '25 hours'` });
    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    const [row] = await db.select().from(mailOutbox);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toContain('within a day');
    expect(smtp.received).toHaveLength(0);
  });

  it('sends each mail once when two servers deliver at the same moment', async () => {
    for (let n = 0; n < 30; n += 1) await mailer.enqueue(db, message(n));
    const otherServer = mailerFor(smtp.url);
    const reports = await Promise.all([mailer.deliverDueMail(), otherServer.deliverDueMail()]);
    otherServer.stop();
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    const recipients = smtp.received.map((mail) => mail.to[0]);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
  });

  it('sends again a mail whose worker died mid-delivery, once its attempt has expired', async () => {
    await mailer.enqueue(db, message(1));
    const boss = new PgBoss({
      db: poolSql(() => db.$client),
      migrate: false,
      supervise: false,
      schedule: false,
    });
    // A worker takes the job, then its process dies: the job stays active, the mail unsent.
    expect(await boss.fetch('mail.deliver')).toHaveLength(1);
    expect(await mailer.deliverDueMail()).toEqual({ sent: 0, failed: 0 });

    await db.execute(
      sql`update pgboss.job set started_on = now() - interval '1 hour' where name = 'mail.deliver'`,
    );
    await boss.expire(); // what the queue's maintenance does every couple of minutes
    await retriesAreDue();
    expect(await mailer.deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('once the job queue starts its workers, delivers a queued mail without being asked', async () => {
    const jobs = createJobQueue({ db, log: silent, runWorkers: true, pollingIntervalSeconds: 0.5 });
    const worker = mailerFor(smtp.url, jobs);
    await jobs.start();
    await db.transaction((tx) => worker.enqueue(tx, message(7)));
    const [mail] = await smtp.waitForMail(1);
    expect(mail?.subject).toBe('Notice 7');
    await jobs.stop();
    worker.stop();
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
    const offline = mailerFor(undefined, undefined, logged.log);
    expect(offline.sending).toBe(false);

    await offline.enqueue(db, { ...message(1), text: 'Open http://localhost:3000/password-reset?token=abc' });
    expect(await offline.deliverDueMail()).toEqual({ sent: 0, failed: 0 });
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ sentAt: null, failedAt: null, toAddress: 'person1@council.gov.uk' });
    expect(await deliveryJobs()).toEqual([{ state: 'created', retry_count: 0 }]);
    const entry = JSON.parse(lines.join('')) as { msg: string; mail: { text: string } };
    expect(entry.msg).toContain('SMTP_URL is not set');
    expect(entry.mail.text).toContain('/password-reset?token=abc');
    await logged.close();
  });
});
