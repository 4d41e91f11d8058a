import type { Database } from '../../db/client';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { forbidden, notFound } from '../../platform/errors/app-error';
import { revokeAllSessions } from '../auth';
import { findAuthorityUser, updateAuthorityUserRow } from './authority-user-repository';
import { AUTHORITY_USER_MESSAGES, auditedFields } from './authority-user-view';

export type DeleteAuthorityUserInput = ChangeInput<{ id: number }>;

/**
 * Soft-deletes an authority's user: the row stays for the audit trail and the cases that name
 * them (and keeps the e-mail address taken); they can no longer sign in and their sessions end.
 * Never yourself.
 */
export async function deleteAuthorityUser(db: Database, input: DeleteAuthorityUserInput): Promise<void> {
  const { caller } = input;
  await db.transaction(async (tx) => {
    const before = await findAuthorityUser(tx, input.id, authorityFilterOf(caller), { forUpdate: true });
    if (!before) throw notFound(AUTHORITY_USER_MESSAGES.notFound);
    if (before.id === caller.webUserId) throw forbidden(AUTHORITY_USER_MESSAGES.notYourselfDelete);
    await updateAuthorityUserRow(tx, before.id, { isActive: false, deletedAt: new Date() });
    const sessionsEnded = await revokeAllSessions(tx, before.id, 'deleted');
    await auditChange(tx, input, 'authority-user.delete', before.id, {
      authorityId: before.authorityId,
      before: auditedFields(before),
      after: { deleted: true, sessionsEnded },
    });
  });
}
