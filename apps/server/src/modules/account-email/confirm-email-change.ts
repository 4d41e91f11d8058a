import { EMAIL_CHANGE_MESSAGES } from '@casekeeper/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, webUsers } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError } from '../../platform/errors/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import { applyEmailChange } from './email-change';
import { findOpenEmailChange } from './email-change-links';
import { isUniqueViolation } from '../../db/postgres-error';

const invalidLink = () => new AppError('BAD_REQUEST', EMAIL_CHANGE_MESSAGES.invalid);

/**
 * Makes the address a confirmation link was mailed to the account's own, in one transaction
 * with its audit row: the link works once, links mailed to the old address die, and the old
 * address is told. Any unusable link (used, expired, unknown, or an address taken meanwhile) is
 * the same 400.
 */
export async function confirmEmailChange(
  deps: { db: Database; mailer: Mailer },
  input: { token: string; context: RequestContext },
): Promise<{ email: string }> {
  const link = await findOpenEmailChange(deps.db, input.token);
  if (!link?.newEmail) throw invalidLink();
  const newEmail = link.newEmail;
  try {
    await deps.db.transaction(async (tx) => {
      // Claimed first: of two openings of one link, only one changes the address.
      const claimed = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.id, link.linkId), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (claimed.length === 0) throw invalidLink();
      await tx
        .update(webUsers)
        .set({ email: newEmail, version: sql`${webUsers.version} + 1` })
        .where(eq(webUsers.id, link.webUserId));
      await applyEmailChange(tx, deps.mailer, {
        webUserId: link.webUserId,
        oldEmail: link.oldEmail,
        newEmail,
        firstName: link.firstName,
      });
      await recordAudit(tx, {
        ip: input.context.ip,
        requestId: input.context.requestId,
        actorId: link.webUserId,
        onBehalfOfId: null,
        authorityId: link.authorityId,
        action: 'profile.email-confirmed',
        entityType: 'web_user',
        entityId: String(link.webUserId),
        before: { email: link.oldEmail },
        after: { email: newEmail },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'web_users_email_lower_key')) throw invalidLink();
    throw error;
  }
  return { email: newEmail };
}
