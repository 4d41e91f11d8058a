import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { hashSecretToken } from '../../platform/auth/secret-token';
import { LOCKOUT_THRESHOLD, lockSecondsAfter, secondsLocked } from './login-throttle';

/** One e-mail address tried from one source (an IP address or a known device). */
export type ThrottlePair = { accountKey: string; sourceKey: string };

/**
 * The pair a guess at `email`'s account counts against: from a device the account has signed in
 * from before, that device; otherwise the address it came from.
 */
export function throttlePairOf(
  email: string,
  source: { knownDevice: boolean; deviceToken: string | undefined; ip: string },
): ThrottlePair {
  return {
    accountKey: email.trim().toLowerCase(),
    sourceKey:
      source.knownDevice && source.deviceToken
        ? `device:${hashSecretToken(source.deviceToken)}`
        : `ip:${hashSecretToken(source.ip)}`,
  };
}

/** An attempt whose reservation is older than this is taken to have died with its process. */
const STALE_RESERVATION = sql.raw(`interval '1 minute'`);

export type Reservation = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * Reserves one password check for the pair, atomically: refused while the pair is locked, and
 * when the checks under way could already reach the threshold (below it, up to the failures
 * left; after a lock, one at a time). So however many guesses arrive at once, no more password
 * checks run than the lockout allows.
 */
export async function reservePasswordCheck(db: Executor, pair: ThrottlePair): Promise<Reservation> {
  const reserved = await db.execute(sql`
    insert into ${loginThrottle} (account_key, source_key, in_flight, last_attempt_at)
    values (${pair.accountKey}, ${pair.sourceKey}, 1, now())
    on conflict (account_key, source_key) do update set
      in_flight = case when ${loginThrottle.lastAttemptAt} < now() - ${STALE_RESERVATION}
                       then 1 else ${loginThrottle.inFlight} + 1 end,
      last_attempt_at = now()
    where (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= now())
      and (${loginThrottle.lastAttemptAt} < now() - ${STALE_RESERVATION}
           or ${loginThrottle.failedCount} + ${loginThrottle.inFlight}
              < greatest(${LOCKOUT_THRESHOLD}, ${loginThrottle.failedCount} + 1))
    returning 1`);
  if (reserved.rows.length > 0) return { granted: true };

  const [row] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(pairIs(pair));
  // Not locked yet, only busy with checks that may lock it: try again in a moment.
  return { granted: false, retryAfterSeconds: Math.max(1, row ? secondsLocked(row) : 1) };
}

/** Ends a reserved check that failed; answers the seconds the pair is now locked (0: not). */
export async function recordPairFailure(tx: Executor, pair: ThrottlePair): Promise<number> {
  const [counted] = await tx
    .update(loginThrottle)
    .set({
      failedCount: sql`${loginThrottle.failedCount} + 1`,
      inFlight: sql`greatest(${loginThrottle.inFlight} - 1, 0)`,
    })
    .where(pairIs(pair))
    .returning({ failedCount: loginThrottle.failedCount });
  const lockSeconds = lockSecondsAfter(counted?.failedCount ?? 0);
  if (lockSeconds > 0) {
    await tx
      .update(loginThrottle)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})` })
      .where(pairIs(pair));
  }
  return lockSeconds;
}

/** Ends a reserved check that neither failed nor should count (an error on the way). */
export async function releasePasswordCheck(db: Executor, pair: ThrottlePair): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ inFlight: sql`greatest(${loginThrottle.inFlight} - 1, 0)` })
    .where(pairIs(pair));
}

/** A right password: the pair starts again from nothing. */
export async function clearPair(db: Executor, pair: ThrottlePair): Promise<void> {
  await db.delete(loginThrottle).where(pairIs(pair));
}

function pairIs(pair: ThrottlePair) {
  return and(eq(loginThrottle.accountKey, pair.accountKey), eq(loginThrottle.sourceKey, pair.sourceKey));
}
