import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Database, Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Config } from '../config/config';
import type { JobQueue } from '../jobs/job-queue';
import { deliverMail } from './deliver-mail';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type DeliveryReport = { sent: number; failed: number };

export type Mailer = {
  /** False without SMTP_URL: mail then stays in the outbox and is written to the log. */
  readonly sending: boolean;
  /**
   * Puts a mail in the outbox, and a `mail.deliver` job for it in the job queue, inside the
   * caller's transaction: it is sent only if that commits.
   */
  enqueue(executor: Executor, message: MailMessage): Promise<void>;
  /** Sends what is due now, without the worker; tests call this instead of waiting. */
  deliverDueMail(): Promise<DeliveryReport>;
  /** Closes the SMTP connections; the job queue stops the worker before this. */
  stop(): void;
};

export type MailerOptions = {
  db: Database;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  log: FastifyBaseLogger;
  jobs: JobQueue;
};

export function createMailer(options: MailerOptions): Mailer {
  const { db, config, log, jobs } = options;
  const transport = config.SMTP_URL
    ? createTransport({
        url: config.SMTP_URL,
        // Reuses connections across mails instead of one SMTP handshake per mail.
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const delivery = transport ? { db, transport, from: config.MAIL_FROM, log } : undefined;
  // Without SMTP the jobs wait in the queue: set SMTP_URL and restart, and mail less than a day old goes out.
  if (delivery) jobs.work('mail.deliver', (job) => deliverMail(delivery, job));

  return {
    sending: transport !== undefined,
    async enqueue(executor, message) {
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('the mail was not queued');
      await jobs.send(executor, 'mail.deliver', { outboxId: row.id });
      if (!transport) {
        // Deliberately includes the text: without SMTP this is how a local admin gets a reset link.
        log.warn(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'SMTP_URL is not set: this mail stays in the outbox and is written here instead',
        );
      }
    },
    async deliverDueMail() {
      const report: DeliveryReport = { sent: 0, failed: 0 };
      if (!delivery) return report;
      const run = await jobs.runDue('mail.deliver', async (job) => {
        if ((await deliverMail(delivery, job)) === 'sent') report.sent += 1;
      });
      report.failed = run.failed;
      return report;
    },
    stop() {
      transport?.close();
    },
  };
}
