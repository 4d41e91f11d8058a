import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { unknownEmailThrottle, webUsers } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError } from '../../platform/errors/app-error';
import type { Account } from './account-repository';
import { AUTH_MESSAGES, waitInWords } from './auth-messages';

/**
 * Failures allowed from one source (see source-throttle.ts) before the first lock; each later
 * failure doubles the lock, up to the cap.
 */
export const LOCKOUT_THRESHOLD = 5;
/**
 * Failures at one account from every source together before it locks for all but its known
 * devices, on the same doubling schedule: slows guessing spread over many addresses.
 */
export const ACCOUNT_LOCKOUT_THRESHOLD = 50;
const FIRST_LOCK_SECONDS = 60;
const LONGEST_LOCK_SECONDS = 15 * 60;

/** How long the account locks after its `failedCount`-th failure in a row (0: not yet). */
export function lockSecondsAfter(failedCount: number): number {
  if (failedCount < LOCKOUT_THRESHOLD) return 0;
  return Math.min(FIRST_LOCK_SECONDS * 2 ** (failedCount - LOCKOUT_THRESHOLD), LONGEST_LOCK_SECONDS);
}

/** How long the whole account locks after its `failedCount`-th failure from all sources. */
export function accountLockSecondsAfter(failedCount: number): number {
  return lockSecondsAfter(failedCount - ACCOUNT_LOCKOUT_THRESHOLD + LOCKOUT_THRESHOLD);
}

/** Seconds the account (or pair) stays locked, 0 when it is not. */
export function secondsLocked(account: Pick<Account, 'lockedUntil'>, now = Date.now()): number {
  if (!account.lockedUntil) return 0;
  return Math.max(0, Math.ceil((account.lockedUntil.getTime() - now) / 1000));
}

/** The 429 a locked account answers, whatever password came with it. */
export function lockedError(seconds: number): AppError {
  return new AppError('RATE_LIMITED', AUTH_MESSAGES.locked(waitInWords(seconds)), {
    retryAfterSeconds: seconds,
  });
}

/**
 * Counts a wrong password against the whole account and locks it (for unknown devices) once the
 * count reaches ACCOUNT_LOCKOUT_THRESHOLD, writing a lockout row to the audit log. Bookkeeping, not an edit of the user: the
 * row's updated_at and version stay as they are.
 */
export async function recordFailedPassword(
  tx: Executor,
  account: Pick<Account, 'id' | 'authorityId'>,
  context: RequestContext,
): Promise<void> {
  const [counted] = await tx
    .update(webUsers)
    .set({ failedLoginCount: sql`${webUsers.failedLoginCount} + 1`, updatedAt: sql`${webUsers.updatedAt}` })
    .where(eq(webUsers.id, account.id))
    .returning({ failedLoginCount: webUsers.failedLoginCount });
  const lockSeconds = accountLockSecondsAfter(counted?.failedLoginCount ?? 0);
  if (lockSeconds === 0) return;

  await tx
    .update(webUsers)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
      updatedAt: sql`${webUsers.updatedAt}`,
    })
    .where(eq(webUsers.id, account.id));
  await recordLockout(tx, account, context, {
    scope: 'account',
    failedAttempts: counted?.failedLoginCount,
    lockedForSeconds: lockSeconds,
  });
}

/** The audit row of a lock: which account, and what locked (`scope`) for how long. */
export async function recordLockout(
  tx: Executor,
  account: Pick<Account, 'id' | 'authorityId'>,
  context: RequestContext,
  lock: {
    scope: 'account' | 'device' | 'address';
    lockedForSeconds: number;
    failedAttempts?: number | undefined;
  },
): Promise<void> {
  await recordAudit(tx, {
    action: 'auth.lockout',
    actorId: null,
    authorityId: account.authorityId,
    entityType: 'web_user',
    entityId: String(account.id),
    after: lock,
    ip: context.ip,
    requestId: context.requestId,
  });
}

/** Seconds an address without an account stays locked, 0 when it is not. */
export async function secondsLockedForUnknownEmail(db: Executor, email: string): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: unknownEmailThrottle.lockedUntil })
    .from(unknownEmailThrottle)
    .where(eq(unknownEmailThrottle.emailKey, email.toLowerCase()));
  return row ? secondsLocked(row) : 0;
}

/** Counts a failed sign-in for an address without an account, locking it as an account would be. */
export async function recordFailedUnknownEmail(tx: Executor, email: string): Promise<void> {
  const [counted] = await tx
    .insert(unknownEmailThrottle)
    .values({ emailKey: email.toLowerCase(), failedCount: 1 })
    .onConflictDoUpdate({
      target: unknownEmailThrottle.emailKey,
      set: { failedCount: sql`${unknownEmailThrottle.failedCount} + 1`, lastFailedAt: sql`now()` },
    })
    .returning({ failedCount: unknownEmailThrottle.failedCount });
  const lockSeconds = accountLockSecondsAfter(counted?.failedCount ?? 0);
  if (lockSeconds === 0) return;
  await tx
    .update(unknownEmailThrottle)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})` })
    .where(eq(unknownEmailThrottle.emailKey, email.toLowerCase()));
}
