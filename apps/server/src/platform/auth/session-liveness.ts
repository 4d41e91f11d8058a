import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokenFamilies } from '../../db/schema';

/**
 * When the sign-in an access token belongs to ends at the latest, if it is still live: not
 * signed out, not ended by a password change or deactivation, not past its absolute expiry.
 * Undefined when it has ended. A primary-key lookup; live-sessions.ts caches its answers.
 */
export async function liveSessionExpiry(db: Executor, familyId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ absoluteExpiresAt: refreshTokenFamilies.absoluteExpiresAt })
    .from(refreshTokenFamilies)
    .where(isLiveFamily(familyId));
  return row?.absoluteExpiresAt;
}

/** The sign-in `familyId`, if it has not ended (revoked) and is not past its absolute expiry. */
export function isLiveFamily(familyId: string): SQL | undefined {
  return and(
    eq(refreshTokenFamilies.id, familyId),
    isNull(refreshTokenFamilies.revokedAt),
    gt(refreshTokenFamilies.absoluteExpiresAt, sql`now()`),
  );
}
