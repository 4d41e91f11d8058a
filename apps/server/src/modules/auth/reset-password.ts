import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, webUsers } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { hashPassword } from '../../platform/auth/password-hashing';
import { hashSecretToken } from '../../platform/auth/secret-token';
import { AppError } from '../../platform/errors/app-error';
import { accountRefusal, findAccountById } from './account-repository';
import { assertPasswordPolicy } from './assert-password-policy';
import { AUTH_MESSAGES } from './auth-messages';
import { revokeAllSessions } from './revoke-all-sessions';
import type { AuthDeps } from './auth-deps';

export type ResetPasswordInput = { token: string; newPassword: string; context: RequestContext };

const invalidLink = () => new AppError('BAD_REQUEST', AUTH_MESSAGES.resetLinkInvalid);

/**
 * Sets a new password from a reset (or invitation) link. The link works once; every other link
 * of the user dies with it; every session of the user ends; a lock from failed sign-ins lifts.
 */
export async function resetPassword(deps: Pick<AuthDeps, 'db'>, input: ResetPasswordInput): Promise<void> {
  const { db } = deps;
  const [link] = await db
    .select({ id: passwordResetTokens.id, webUserId: passwordResetTokens.webUserId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecretToken(input.token)),
        // A link that confirms a new e-mail address never sets a password.
        inArray(passwordResetTokens.purpose, ['RESET', 'INVITE']),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  const account = link ? await findAccountById(db, link.webUserId) : undefined;
  if (!link || !account || accountRefusal(account)) throw invalidLink();

  assertPasswordPolicy(input.newPassword, account.email);
  const passwordHash = await hashPassword(input.newPassword);

  const done = await db.transaction(async (tx) => {
    // The claim decides between two submissions of one link: only one finds it unused.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.webUserId, account.id), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(webUsers)
      .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, version: sql`${webUsers.version} + 1` })
      .where(eq(webUsers.id, account.id));
    const sessionsEnded = await revokeAllSessions(tx, account.id, 'password-reset');
    await recordAudit(tx, {
      action: 'auth.password-reset',
      actorId: account.id,
      authorityId: account.authorityId,
      entityType: 'web_user',
      entityId: String(account.id),
      after: { sessionsEnded },
      ip: input.context.ip,
      requestId: input.context.requestId,
    });
    return true;
  });
  if (!done) throw invalidLink();
}
