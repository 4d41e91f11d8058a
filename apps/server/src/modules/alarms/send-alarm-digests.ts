import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { londonDay } from '../../platform/time/london-calendar';
import { alarmDigestMail } from './alarm-digest-mail';
import { findDigestItems, findDigestRecipients, insertDigest } from './alarm-digest-repository';

/** The most items one digest lists; the rest are counted. */
export const DIGEST_ITEMS_MAX = 50;

export type AlarmDigestDeps = { db: Database; mailer: Mailer; publicUrl: string };

export type AlarmDigestReport = { mailed: number; nothingDue: number };

/**
 * Queues each officer's daily e-mail of their overdue and today's alarms, for the UK day of
 * `now`: once per officer per day whatever runs it (the digest's row and its mail commit
 * together, and a second run finds the row), and none for an officer with nothing due.
 */
export async function sendAlarmDigests(deps: AlarmDigestDeps, now: Date): Promise<AlarmDigestReport> {
  const { db, mailer, publicUrl } = deps;
  const day = londonDay(now);
  const report: AlarmDigestReport = { mailed: 0, nothingDue: 0 };
  for (const recipient of await findDigestRecipients(db, day)) {
    const due = await findDigestItems(db, recipient, now, DIGEST_ITEMS_MAX);
    if (due.total === 0) {
      report.nothingDue += 1;
      continue;
    }
    const mailed = await db.transaction(async (tx) => {
      if (!(await insertDigest(tx, recipient.webUserId, day, due.total))) return false;
      await mailer.enqueue(
        tx,
        alarmDigestMail({ ...recipient, ...due, to: recipient.email, now, publicUrl }),
      );
      return true;
    });
    if (mailed) report.mailed += 1;
  }
  return report;
}
