import { eq } from 'drizzle-orm';
import { webUsers } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import type { AuthDeps } from './auth-deps';
import { findFamilyOfToken, revokeFamily } from './refresh-tokens';

export type LogoutInput = {
  refreshToken: string | undefined;
  /** The Bearer token, if any: identifies the sign-in when the cookie is missing. */
  accessToken: string | undefined;
  context: RequestContext;
};

async function familyToEnd(deps: AuthDeps, input: LogoutInput): Promise<string | undefined> {
  if (input.refreshToken) {
    const familyId = await findFamilyOfToken(deps.db, input.refreshToken);
    if (familyId) return familyId;
  }
  if (input.accessToken) return (await deps.accessTokens.verify(input.accessToken))?.sessionFamilyId;
  return undefined;
}

/**
 * Ends the sign-in the request belongs to, if it can tell which; signing out never fails.
 * Signing out of an impersonation also ends the platform admin's own sign-in it started from:
 * that browser's cookie no longer holds it, so nothing could return to it.
 */
export async function logout(deps: AuthDeps, input: LogoutInput): Promise<void> {
  const familyId = await familyToEnd(deps, input);
  if (!familyId) return;
  await deps.db.transaction(async (tx) => {
    const ended = await revokeFamily(tx, familyId, 'logout');
    if (!ended) return;
    if (ended.impersonatorFamilyId) await revokeFamily(tx, ended.impersonatorFamilyId, 'logout');
    const [owner] = await tx
      .select({ authorityId: webUsers.authorityId })
      .from(webUsers)
      .where(eq(webUsers.id, ended.webUserId));
    await recordAudit(tx, {
      action: 'auth.logout',
      actorId: ended.webUserId,
      onBehalfOfId: ended.impersonatorId,
      authorityId: owner?.authorityId ?? null,
      entityType: 'web_user',
      entityId: String(ended.webUserId),
      after: { sessionId: familyId },
      ip: input.context.ip,
      requestId: input.context.requestId,
    });
  });
}
