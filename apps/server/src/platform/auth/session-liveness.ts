import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokenFamilies } from '../../db/schema';

/**
 * Whether the sign-in an access token belongs to is still live: not signed out, not ended by
 * a password change or deactivation, not past its absolute expiry. One primary-key lookup per
 * request buys that ending a session takes effect at once, not when its access token expires.
 */
export async function isSessionFamilyLive(db: Executor, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokenFamilies.id })
    .from(refreshTokenFamilies)
    .where(
      and(
        eq(refreshTokenFamilies.id, familyId),
        isNull(refreshTokenFamilies.revokedAt),
        gt(refreshTokenFamilies.absoluteExpiresAt, sql`now()`),
      ),
    );
  return rows.length > 0;
}
