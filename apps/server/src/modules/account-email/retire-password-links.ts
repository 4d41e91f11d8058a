import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

/**
 * Spends every open reset or invitation link of a user. Called when their e-mail address
 * changes, so a link mailed to the old address can no longer set the password.
 */
export async function retireOpenPasswordLinks(tx: Executor, webUserId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.webUserId, webUserId), isNull(passwordResetTokens.usedAt)));
}
