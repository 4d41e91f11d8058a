import { and, asc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

const BATCH_SIZE = 20;
const MAX_BATCHES_PER_RUN = 10;
/** After this many failures a mail is left in the outbox with its last error, for a person to look at. */
export const MAX_MAIL_ATTEMPTS = 8;
/** Older mail is not sent any more: a reset link in it has long expired. */
const MAX_MAIL_AGE = sql`interval '1 day'`;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 1, 2, 4 … minutes after each failure, at most an hour: about two hours in all. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}

export type DeliveryReport = { sent: number; failed: number };

export type DeliveryOptions = {
  db: Database;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  log: FastifyBaseLogger;
};

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * Sends the mail that is due, a batch per transaction. Each batch's rows stay locked (FOR UPDATE
 * SKIP LOCKED) while they are sent, so several server copies share the outbox without sending a
 * mail twice. A crash between the SMTP server's acceptance and the commit sends that mail again:
 * at least once, never lost.
 */
export async function deliverDueMail(options: DeliveryOptions): Promise<DeliveryReport> {
  const { db, transport, from, log } = options;
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const handled = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lte(mailOutbox.nextAttemptAt, sql`now()`),
            lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS),
            gt(mailOutbox.createdAt, sql`now() - ${MAX_MAIL_AGE}`),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });

      for (const mail of due) {
        const attempts = mail.attempts + 1;
        try {
          await transport.sendMail({
            from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
          });
          await tx
            .update(mailOutbox)
            .set({ sentAt: new Date(), attempts, lastError: null })
            .where(eq(mailOutbox.id, mail.id));
          report.sent += 1;
        } catch (error) {
          const lastError = describeError(error);
          await tx
            .update(mailOutbox)
            .set({ attempts, lastError, nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)) })
            .where(eq(mailOutbox.id, mail.id));
          report.failed += 1;
          const final = attempts >= MAX_MAIL_ATTEMPTS;
          log[final ? 'error' : 'warn'](
            { mailId: mail.id, attempts, error: lastError },
            final ? 'giving up on a mail after repeated failures' : 'could not send a mail; will retry',
          );
        }
      }
      return due.length;
    });
    if (handled < BATCH_SIZE) break;
  }
  return report;
}
