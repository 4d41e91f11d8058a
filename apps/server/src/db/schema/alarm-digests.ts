import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { webUsers } from './web-users';

/**
 * The daily alarm e-mails sent: one row per officer per UK day, inserted in the transaction
 * that queues the mail, so that no second run of the job (another server process, a retry)
 * mails an officer twice on one day.
 */
export const alarmDigests = pgTable(
  'alarm_digests',
  {
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    /** The day in Europe/London the digest is for. */
    digestDay: date({ mode: 'string' }).notNull(),
    itemCount: integer().notNull(),
    sentAt: timestampTz().notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'alarm_digests_pkey', columns: [table.webUserId, table.digestDay] })],
);
