import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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
    .where(
      and(
        eq(refreshTokenFamilies.id, familyId),
        isNull(refreshTokenFamilies.revokedAt),
        gt(refreshTokenFamilies.absoluteExpiresAt, sql`now()`),
      ),
    );
  return row?.absoluteExpiresAt;
}
