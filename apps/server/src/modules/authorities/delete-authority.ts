import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { notFound } from '../../platform/errors/app-error';
import { findAuthority, revokeAuthoritySessions, updateAuthorityRow } from './authority-repository';
import { AUTHORITY_MESSAGES, auditedFields } from './authority-view';

export type DeleteAuthorityInput = ChangeInput<{ id: number }>;

/**
 * Soft-deletes an authority: it and its records stay in the database (its short code stays
 * taken), it leaves every list, its users can no longer sign in and their sessions end.
 * Undoing it is for the database administrator alone.
 */
export async function deleteAuthority(db: Database, input: DeleteAuthorityInput): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findAuthority(tx, input.id, { forUpdate: true });
    if (!before) throw notFound(AUTHORITY_MESSAGES.notFound);
    await updateAuthorityRow(tx, before.id, { deletedAt: new Date() });
    const sessionsEnded = await revokeAuthoritySessions(tx, before.id, 'authority-deleted');
    await auditChange(tx, input, 'authority.delete', before.id, {
      authorityId: before.id,
      before: auditedFields(before),
      after: { deleted: true, sessionsEnded },
    });
  });
}
