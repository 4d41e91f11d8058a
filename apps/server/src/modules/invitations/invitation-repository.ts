import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities, passwordResetTokens, webUsers } from '../../db/schema';
import { hashSecretToken } from '../../platform/auth/secret-token';

/** An unused, unexpired invitation link and the person it is for. */
export async function findOpenInvitation(db: Executor, token: string) {
  const [row] = await db
    .select({
      linkId: passwordResetTokens.id,
      expiresAt: passwordResetTokens.expiresAt,
      webUserId: webUsers.id,
      firstName: webUsers.firstName,
      lastName: webUsers.lastName,
      email: webUsers.email,
      hasPassword: sql<boolean>`${webUsers.passwordHash} is not null`,
      userType: webUsers.userType,
      authorityId: webUsers.authorityId,
      role: webUsers.role,
      authorityName: authorities.name,
    })
    .from(passwordResetTokens)
    .innerJoin(webUsers, eq(webUsers.id, passwordResetTokens.webUserId))
    .leftJoin(authorities, eq(authorities.id, webUsers.authorityId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecretToken(token)),
        eq(passwordResetTokens.purpose, 'INVITE'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}
export type OpenInvitation = NonNullable<Awaited<ReturnType<typeof findOpenInvitation>>>;

/** Marks every open link of a user used (invitations and resets alike): the newest one replaces them. */
export async function retireOpenLinks(tx: Executor, webUserId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.webUserId, webUserId), isNull(passwordResetTokens.usedAt)));
}

/** Claims one link atomically: of two submissions only one finds it unused. */
export async function claimLink(tx: Executor, linkId: number): Promise<boolean> {
  const claimed = await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.id, linkId), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return claimed.length > 0;
}
