import { AUTHORITY_USER_TYPES, SIGNED_IN_DEVICE_MESSAGES, type SessionsEnded } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { forbidden, notFound } from '../../platform/errors/app-error';
import { revokeAllSessions } from '../auth';
import { findUserToSignOut } from './signed-in-device-repository';

export type EndAllSignInsInput = ChangeInput<{
  id: number;
  /** Which users the route reaches: an authority's users (in the caller's scope), or anyone. */
  kind: 'authority-user' | 'any-user';
}>;

const isAuthorityUserType = (userType: string) =>
  (AUTHORITY_USER_TYPES as readonly string[]).includes(userType);

/**
 * An administrator signs a user out everywhere: every sign-in of theirs ends, the impersonations
 * of them and any they run included, on every server process at once. A user the caller may
 * not reach is not found; yourself is refused (your own devices are on your profile).
 */
export async function endAllSignInsOfUser(
  db: Database,
  input: EndAllSignInsInput,
): Promise<{ ended: SessionsEnded; message: string }> {
  const { caller } = input;
  const scope = input.kind === 'authority-user' ? authorityFilterOf(caller) : null;
  return db.transaction(async (tx) => {
    const user = await findUserToSignOut(tx, input.id);
    const reachable =
      user !== undefined &&
      (input.kind === 'any-user' ||
        (isAuthorityUserType(user.userType) && (scope === null || user.authorityId === scope)));
    if (!user || !reachable) throw notFound(SIGNED_IN_DEVICE_MESSAGES.userNotFound);
    if (user.id === caller.webUserId) throw forbidden(SIGNED_IN_DEVICE_MESSAGES.notYourself);

    const sessionsEnded = await revokeAllSessions(tx, user.id, 'signed-out-by-administrator');
    await auditChange(tx, input, 'user.sign-out-everywhere', user.id, {
      authorityId: user.authorityId,
      after: { sessionsEnded },
    });
    const name = `${user.firstName} ${user.lastName}`;
    return { ended: { sessionsEnded }, message: SIGNED_IN_DEVICE_MESSAGES.endedAll(name, sessionsEnded) };
  });
}
