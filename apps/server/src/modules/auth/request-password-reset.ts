import { and, count, eq, gt, sql } from 'drizzle-orm';
import { passwordResetTokens, webUsers } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { generateSecretToken, hashSecretToken } from '../../platform/auth/secret-token';
import { accountRefusal, findAccountByEmail } from './account-repository';
import { passwordResetMail } from './password-reset-mail';
import type { AuthDeps } from './auth-deps';

export const RESET_TOKEN_TTL_MINUTES = 30;
/** More requests than this in an hour send nothing more, so nobody can flood a mailbox. */
export const MAX_RESET_MAILS_PER_HOUR = 3;

/** The web client's page that reads the token from the link (a page, not an API path). */
const RESET_PAGE = '/password-reset';

export type RequestPasswordResetInput = { email: string; context: RequestContext };

/**
 * Mails a single-use reset link to an active account with this e-mail address. The caller answers
 * the same whatever happens here, so nobody learns whether an account exists.
 */
export async function requestPasswordReset(
  deps: Pick<AuthDeps, 'db' | 'mailer' | 'config'>,
  input: RequestPasswordResetInput,
): Promise<void> {
  const account = await findAccountByEmail(deps.db, input.email);
  if (!account || accountRefusal(account)) return;

  await deps.db.transaction(async (tx) => {
    // Serialises concurrent requests for one account, so the hourly cap holds.
    await tx.select({ id: webUsers.id }).from(webUsers).where(eq(webUsers.id, account.id)).for('update');
    const [recent] = await tx
      .select({ value: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.webUserId, account.id),
          eq(passwordResetTokens.purpose, 'RESET'),
          gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.value ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return;

    const token = generateSecretToken();
    await tx.insert(passwordResetTokens).values({
      webUserId: account.id,
      tokenHash: hashSecretToken(token),
      purpose: 'RESET',
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    const link = `${deps.config.PUBLIC_URL}${RESET_PAGE}?token=${encodeURIComponent(token)}`;
    await deps.mailer.enqueue(
      tx,
      passwordResetMail({
        to: account.email,
        firstName: account.firstName,
        link,
        validMinutes: RESET_TOKEN_TTL_MINUTES,
      }),
    );
    await recordAudit(tx, {
      action: 'auth.password-reset-requested',
      actorId: null,
      authorityId: account.authorityId,
      entityType: 'web_user',
      entityId: String(account.id),
      ip: input.context.ip,
      requestId: input.context.requestId,
    });
  });
}
