import { EMAIL_CHANGE_TTL_HOURS } from '@casekeeper/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, webUsers } from '../../db/schema';
import { generateSecretToken, hashSecretToken } from '../../platform/auth/secret-token';

const isOpenEmailChange = () =>
  and(
    eq(passwordResetTokens.purpose, 'EMAIL_CHANGE'),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/**
 * A new single-use link that makes `newEmail` the account's address, stored hashed; the account's
 * earlier such links stop working. Answers the token, which only the mail to `newEmail` carries.
 */
export async function issueEmailChangeLink(
  tx: Executor,
  change: { webUserId: number; newEmail: string },
): Promise<string> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.webUserId, change.webUserId), isOpenEmailChange()));
  const token = generateSecretToken();
  await tx.insert(passwordResetTokens).values({
    webUserId: change.webUserId,
    tokenHash: hashSecretToken(token),
    purpose: 'EMAIL_CHANGE',
    newEmail: change.newEmail,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000),
  });
  return token;
}

/** The open link behind a token, with the account as it is now. */
export async function findOpenEmailChange(db: Executor, token: string) {
  const [row] = await db
    .select({
      linkId: passwordResetTokens.id,
      webUserId: passwordResetTokens.webUserId,
      newEmail: passwordResetTokens.newEmail,
      oldEmail: webUsers.email,
      firstName: webUsers.firstName,
      authorityId: webUsers.authorityId,
    })
    .from(passwordResetTokens)
    .innerJoin(webUsers, eq(webUsers.id, passwordResetTokens.webUserId))
    .where(and(eq(passwordResetTokens.tokenHash, hashSecretToken(token)), isOpenEmailChange()));
  return row;
}

/** The address the account is waiting to confirm, if any (the newest open link's). */
export async function findPendingEmail(db: Executor, webUserId: number): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: passwordResetTokens.newEmail })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.webUserId, webUserId), isOpenEmailChange()))
    .orderBy(desc(passwordResetTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** Whether an account other than `webUserId` uses the address, compared as sign-in compares it. */
export async function isAddressHeldByAnother(
  db: Executor,
  email: string,
  webUserId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: webUsers.id })
    .from(webUsers)
    .where(and(sql`lower(${webUsers.email}) = lower(${email})`, sql`${webUsers.id} <> ${webUserId}`))
    .limit(1);
  return row !== undefined;
}
