import type { AuthorityUser } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { auditChange } from '../../platform/audit/audit-change';
import type { SetActiveInput } from '../../platform/records/record-inputs';
import { forbidden, notFound } from '../../platform/errors/app-error';
import type { Saved } from '../../platform/records/saved';
import { revokeAllSessions } from '../auth';
import { findAuthorityUser, updateAuthorityUserRow } from './authority-user-repository';
import { AUTHORITY_USER_MESSAGES, toAuthorityUser } from './authority-user-view';

export type SetAuthorityUserActiveInput = SetActiveInput;

/** Activates or deactivates an authority's user; deactivation ends every session of theirs. Never yourself. */
export async function setAuthorityUserActive(
  db: Database,
  input: SetAuthorityUserActiveInput,
): Promise<Saved<AuthorityUser>> {
  const { caller } = input;
  return db.transaction(async (tx) => {
    const before = await findAuthorityUser(tx, input.id, authorityFilterOf(caller), { forUpdate: true });
    if (!before) throw notFound(AUTHORITY_USER_MESSAGES.notFound);
    const isActive = input.isActive ?? !before.isActive;
    if (before.id === caller.webUserId && !isActive)
      throw forbidden(AUTHORITY_USER_MESSAGES.notYourselfDeactivate);
    const message = isActive ? AUTHORITY_USER_MESSAGES.activated : AUTHORITY_USER_MESSAGES.deactivated;
    if (isActive === before.isActive) return { record: toAuthorityUser(before, caller), message };

    await updateAuthorityUserRow(tx, before.id, { isActive });
    const sessionsEnded = isActive ? 0 : await revokeAllSessions(tx, before.id, 'deactivated');
    await auditChange(
      tx,
      input,
      isActive ? 'authority-user.activate' : 'authority-user.deactivate',
      before.id,
      {
        authorityId: before.authorityId,
        before: { isActive: before.isActive },
        after: { isActive, sessionsEnded },
      },
    );
    const after = await findAuthorityUser(tx, before.id, null);
    if (!after) throw notFound(AUTHORITY_USER_MESSAGES.notFound);
    return { record: toAuthorityUser(after, caller), message };
  });
}
