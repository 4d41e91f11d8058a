import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokenFamilies } from '../../db/schema';
import { sessionsEnding } from '../../platform/auth/sessions-ending';

/**
 * Ends every sign-in of a user, and every impersonation they are running: their refresh tokens
 * stop working and their access tokens are refused from the next request. For logout
 * everywhere, password change and reset, and deactivation; run it in the transaction that makes
 * that change. Answers how many sessions were ended.
 */
export async function revokeAllSessions(
  executor: Executor,
  webUserId: number,
  reason: string,
): Promise<number> {
  sessionsEnding();
  const ended = await executor
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        isNull(refreshTokenFamilies.revokedAt),
        or(eq(refreshTokenFamilies.webUserId, webUserId), eq(refreshTokenFamilies.impersonatorId, webUserId)),
      ),
    )
    .returning({ id: refreshTokenFamilies.id });
  return ended.length;
}
