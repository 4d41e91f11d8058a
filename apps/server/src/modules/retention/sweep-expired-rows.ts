import { CASE_VIEW_RETENTION_DAYS_DEFAULT } from '@casekeeper/contract';
import { and, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  alarmDigests,
  knownSignInDevices,
  loginThrottle,
  mailOutbox,
  passwordResetTokens,
  pendingSignIns,
  rateLimitCounters,
  refreshTokenFamilies,
  refreshTokens,
  singleSignOnStates,
  totpAuthenticators,
  unknownEmailThrottle,
  webauthnChallenges,
} from '../../db/schema';
import { DEVICE_MEMORY_DAYS } from '../auth';
import { deleteOldBulkRuns } from '../bulk-actions';
import { deleteOldCaseLooks } from '../case-views';

/*
 * What each table keeps, and for how long after it stops mattering. The audit log is never
 * swept: it is the record of who did what.
 */
/** A source's failed sign-ins at one address, once it has been quiet this long and its lock is over. */
const SIGN_IN_THROTTLE_DAYS = 1;
/** Failed sign-ins at an address without an account (kept long: see the note on its function). */
const UNKNOWN_EMAIL_THROTTLE_DAYS = 90;
/** Ended sign-ins and used or expired password links, kept a while for looking into incidents. */
const ENDED_CREDENTIAL_DAYS = 30;
const SENT_MAIL_DAYS = 90;
/** Sign-ins waiting for a second factor, single sign-ons under way and unconfirmed authenticator apps: minutes long, kept a day. */
const UNFINISHED_SIGN_IN_DAYS = 1;

const daysAgo = (days: number): SQL => sql`now() - make_interval(days => ${days})`;

/** Rows whose lock (if any) is over. */
const unlocked = (lockedUntil: typeof loginThrottle.lockedUntil | typeof unknownEmailThrottle.lockedUntil) =>
  or(isNull(lockedUntil), lt(lockedUntil, sql`now()`));

async function countDeleted(deletion: Promise<{ rowCount: number | null }>): Promise<number> {
  return (await deletion).rowCount ?? 0;
}

export function deleteQuietSignInThrottles(db: Executor): Promise<number> {
  return countDeleted(
    db
      .delete(loginThrottle)
      .where(
        and(
          unlocked(loginThrottle.lockedUntil),
          lt(loginThrottle.lastAttemptAt, daysAgo(SIGN_IN_THROTTLE_DAYS)),
        ),
      ),
  );
}

/**
 * These rows mirror an account's failed-sign-in count so that a lockout never tells whether an
 * address is registered. An account's count is kept until its next good sign-in, so forgetting
 * an unknown address's count early would set the two apart: only a long quiet spell ends it.
 */
export function deleteQuietUnknownEmailThrottles(db: Executor): Promise<number> {
  return countDeleted(
    db
      .delete(unknownEmailThrottle)
      .where(
        and(
          unlocked(unknownEmailThrottle.lockedUntil),
          lt(unknownEmailThrottle.lastFailedAt, daysAgo(UNKNOWN_EMAIL_THROTTLE_DAYS)),
        ),
      ),
  );
}

/** Devices the sign-in already treats as unknown. */
export function deleteForgottenSignInDevices(db: Executor): Promise<number> {
  return countDeleted(
    db.delete(knownSignInDevices).where(lt(knownSignInDevices.lastUsedAt, daysAgo(DEVICE_MEMORY_DAYS))),
  );
}

export function deleteEndedRefreshTokens(db: Executor): Promise<number> {
  return countDeleted(
    db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, daysAgo(ENDED_CREDENTIAL_DAYS))),
  );
}

/** Sign-ins that expired or were ended; their remaining tokens go with them. */
export function deleteEndedSessionFamilies(db: Executor): Promise<number> {
  return countDeleted(
    db
      .delete(refreshTokenFamilies)
      .where(
        or(
          lt(refreshTokenFamilies.absoluteExpiresAt, daysAgo(ENDED_CREDENTIAL_DAYS)),
          lt(refreshTokenFamilies.revokedAt, daysAgo(ENDED_CREDENTIAL_DAYS)),
        ),
      ),
  );
}

export function deleteSpentPasswordLinks(db: Executor): Promise<number> {
  return countDeleted(
    db
      .delete(passwordResetTokens)
      .where(
        or(
          lt(passwordResetTokens.usedAt, daysAgo(ENDED_CREDENTIAL_DAYS)),
          lt(passwordResetTokens.expiresAt, daysAgo(ENDED_CREDENTIAL_DAYS)),
        ),
      ),
  );
}

/** Sent mail only: a mail that failed stays for a person to look at. */
export function deleteOldSentMail(db: Executor): Promise<number> {
  return countDeleted(
    db
      .delete(mailOutbox)
      .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, daysAgo(SENT_MAIL_DAYS)))),
  );
}

/** The record of daily alarm e-mails, as long as the mail itself is kept. */
export function deleteOldAlarmDigests(db: Executor): Promise<number> {
  return countDeleted(db.delete(alarmDigests).where(lt(alarmDigests.sentAt, daysAgo(SENT_MAIL_DAYS))));
}

/** Rate limit windows that have ended (a request after one starts a new window anyway). */
export function deleteEndedRateLimitWindows(db: Executor): Promise<number> {
  return countDeleted(db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`)));
}

/** Sign-ins whose second factor never came (or came): their few minutes are long over. */
export function deleteOldPendingSignIns(db: Executor): Promise<number> {
  return countDeleted(
    db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, daysAgo(UNFINISHED_SIGN_IN_DAYS))),
  );
}

/** Single sign-ons started and finished (or never finished) more than a day ago. */
export function deleteOldSignOnStates(db: Executor): Promise<number> {
  return countDeleted(
    db.delete(singleSignOnStates).where(lt(singleSignOnStates.expiresAt, daysAgo(UNFINISHED_SIGN_IN_DAYS))),
  );
}

/** Passkey challenges (adding one, or signing in with one alone): their few minutes are long over. */
export function deleteOldWebauthnChallenges(db: Executor): Promise<number> {
  return countDeleted(
    db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, daysAgo(UNFINISHED_SIGN_IN_DAYS))),
  );
}

/** Authenticator apps whose set-up was started and never confirmed with a code. */
export function deleteUnconfirmedAuthenticators(db: Executor): Promise<number> {
  return countDeleted(
    db
      .delete(totpAuthenticators)
      .where(
        and(
          isNull(totpAuthenticators.confirmedAt),
          lt(totpAuthenticators.createdAt, daysAgo(UNFINISHED_SIGN_IN_DAYS)),
        ),
      ),
  );
}

export type SweepOptions = {
  /** Who looked at a case: kept this many days (CASE_VIEW_RETENTION_DAYS). */
  caseViewRetentionDays?: number;
};

/** The daily `retention.sweep` job: each table in turn, answering how many rows each lost. */
export async function sweepExpiredRows(
  db: Executor,
  options: SweepOptions = {},
): Promise<Record<string, number>> {
  return {
    caseViews: await deleteOldCaseLooks(
      db,
      options.caseViewRetentionDays ?? CASE_VIEW_RETENTION_DAYS_DEFAULT,
    ),
    loginThrottle: await deleteQuietSignInThrottles(db),
    unknownEmailThrottle: await deleteQuietUnknownEmailThrottles(db),
    knownSignInDevices: await deleteForgottenSignInDevices(db),
    refreshTokens: await deleteEndedRefreshTokens(db),
    refreshTokenFamilies: await deleteEndedSessionFamilies(db),
    passwordResetTokens: await deleteSpentPasswordLinks(db),
    mailOutbox: await deleteOldSentMail(db),
    alarmDigests: await deleteOldAlarmDigests(db),
    rateLimitCounters: await deleteEndedRateLimitWindows(db),
    pendingSignIns: await deleteOldPendingSignIns(db),
    singleSignOnStates: await deleteOldSignOnStates(db),
    totpAuthenticators: await deleteUnconfirmedAuthenticators(db),
    webauthnChallenges: await deleteOldWebauthnChallenges(db),
    bulkRuns: await deleteOldBulkRuns(db),
  };
}
