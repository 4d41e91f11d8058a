import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';

/**
 * Every mail the server has queued, and what became of it: the record of what was sent. A
 * `mail.deliver` job (platform/jobs) carries each row's id to the worker that sends it. A row with
 * neither `sentAt` nor `failedAt` is still being tried (or kept, when no SMTP server is configured).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text().notNull(),
  subject: text().notNull(),
  textBody: text().notNull(),
  htmlBody: text(),
  createdAt: createdAt(),
  sentAt: timestampTz(),
  /** When the last attempt failed and no more will be made. */
  failedAt: timestampTz(),
  attempts: integer().notNull().default(0),
  lastError: text(),
  /** After a failed attempt, the earliest the next one may start. */
  nextAttemptAt: timestampTz().notNull().defaultNow(),
});
