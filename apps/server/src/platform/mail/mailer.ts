import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Database, Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Config } from '../config/config';
import { deliverDueMail, type DeliveryReport } from './deliver-due-mail';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** False without SMTP_URL: mail then stays in the outbox and is written to the log. */
  readonly sending: boolean;
  /** Puts a mail in the outbox inside the caller's transaction: it is sent only if that commits. */
  enqueue(executor: Executor, message: MailMessage): Promise<void>;
  /** Sends what is due now; the worker calls this, and tests call it instead of waiting. */
  deliverDueMail(): Promise<DeliveryReport>;
  /** Starts polling the outbox, and looking again shortly after each enqueue (no-op without SMTP_URL). */
  start(): void;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
};

export type MailerOptions = {
  db: Database;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
};

const DEFAULT_POLL_INTERVAL_MS = 5000;
/** How long after a mail is queued the worker looks again: time for the caller's transaction to commit. */
const ENQUEUE_DELAY_MS = 500;

export function createMailer(options: MailerOptions): Mailer {
  const { db, config, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const transport = config.SMTP_URL
    ? createTransport({
        url: config.SMTP_URL,
        // Reuses connections across a batch instead of one SMTP handshake per mail.
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;

  let timer: NodeJS.Timeout | undefined;
  let nextRunAt = Number.POSITIVE_INFINITY;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  const deliverNow = (): Promise<DeliveryReport> =>
    transport
      ? deliverDueMail({ db, transport, from: config.MAIL_FROM, log })
      : Promise.resolve({ sent: 0, failed: 0 });

  /** Runs a delivery `delayMs` from now, unless one is already due sooner. Runs never overlap. */
  const schedule = (delayMs: number) => {
    if (stopped || Date.now() + delayMs >= nextRunAt) return;
    clearTimeout(timer);
    nextRunAt = Date.now() + delayMs;
    timer = setTimeout(() => {
      nextRunAt = Number.POSITIVE_INFINITY;
      running = running
        .then(deliverNow)
        .catch((error: unknown) => log.error({ err: error }, 'mail delivery failed'))
        .finally(() => schedule(pollIntervalMs));
    }, delayMs).unref();
  };

  return {
    sending: transport !== undefined,
    async enqueue(executor, message) {
      await executor.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
      });
      // Soon after the caller's transaction commits, rather than at the next poll.
      schedule(ENQUEUE_DELAY_MS);
      if (!transport) {
        // Deliberately includes the text: without SMTP this is how a local admin gets a reset link.
        log.warn(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'SMTP_URL is not set: this mail stays in the outbox and is written here instead',
        );
      }
    },
    deliverDueMail: deliverNow,
    start() {
      if (!transport || !stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      nextRunAt = Number.POSITIVE_INFINITY;
      await running;
      transport?.close();
    },
  };
}
