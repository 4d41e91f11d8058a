import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { QueuedJob } from '../jobs/job-queue';

/** Older mail is not sent any more: a reset link in it has long expired. */
const MAX_MAIL_AGE_MS = 24 * 60 * 60_000;

export type DeliveryOptions = {
  db: Database;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  log: FastifyBaseLogger;
};

/** What one delivery job did with its mail; a failure to send throws instead. */
export type DeliveryOutcome = 'sent' | 'already-done' | 'too-old';

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * Sends the outbox row a `mail.deliver` job names and records the outcome on the row. A send that
 * throws is retried by the job queue; after its last attempt the row is marked failed. If the
 * process dies between the SMTP server's acceptance and the row's update, the job is retried and
 * the mail sent again: at least once, never lost.
 */
export async function deliverMail(
  options: DeliveryOptions,
  job: QueuedJob<'mail.deliver'>,
): Promise<DeliveryOutcome> {
  const { db, transport, from, log } = options;
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, job.data.outboxId));
  if (!mail || mail.sentAt || mail.failedAt) return 'already-done';
  const attempts = mail.attempts + 1;

  if (Date.now() - mail.createdAt.getTime() > MAX_MAIL_AGE_MS) {
    await db
      .update(mailOutbox)
      .set({ failedAt: sql`now()`, lastError: 'not sent within a day of being queued' })
      .where(eq(mailOutbox.id, mail.id));
    log.error({ mailId: mail.id }, 'giving up on a mail that could not be sent within a day');
    return 'too-old';
  }

  try {
    await transport.sendMail({
      from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
    });
  } catch (error) {
    const lastError = describeError(error);
    await db
      .update(mailOutbox)
      .set(
        job.isLastAttempt
          ? { attempts, lastError, failedAt: sql`now()` }
          : { attempts, lastError, nextAttemptAt: job.earliestRetryAt() },
      )
      .where(eq(mailOutbox.id, mail.id));
    if (job.isLastAttempt)
      log.error({ mailId: mail.id, attempts }, 'giving up on a mail after repeated failures');
    throw error;
  }
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts, lastError: null })
    .where(eq(mailOutbox.id, mail.id));
  return 'sent';
}
