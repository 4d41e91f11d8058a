import type { Authority } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange } from '../../platform/audit/audit-change';
import type { SetActiveInput } from '../../platform/records/record-inputs';
import { notFound } from '../../platform/errors/app-error';
import { findAuthority, revokeAuthoritySessions, updateAuthorityRow } from './authority-repository';
import { AUTHORITY_MESSAGES, toAuthority } from './authority-view';

export type SetAuthorityActiveInput = SetActiveInput;

/**
 * Activates or deactivates an authority. While it is inactive none of its users can sign in, and
 * deactivating it ends every session they have.
 */
export async function setAuthorityActive(
  db: Database,
  input: SetAuthorityActiveInput,
): Promise<{ authority: Authority; message: string }> {
  return db.transaction(async (tx) => {
    const before = await findAuthority(tx, input.id, { forUpdate: true });
    if (!before) throw notFound(AUTHORITY_MESSAGES.notFound);
    const isActive = input.isActive ?? !before.isActive;
    const message = isActive ? AUTHORITY_MESSAGES.activated : AUTHORITY_MESSAGES.deactivated;
    if (isActive === before.isActive) return { authority: toAuthority(before), message };

    await updateAuthorityRow(tx, before.id, { isActive });
    const sessionsEnded = isActive
      ? 0
      : await revokeAuthoritySessions(tx, before.id, 'authority-deactivated');
    await auditChange(tx, input, isActive ? 'authority.activate' : 'authority.deactivate', before.id, {
      authorityId: before.id,
      before: { isActive: before.isActive },
      after: { isActive, sessionsEnded },
    });
    const after = await findAuthority(tx, before.id);
    if (!after) throw notFound(AUTHORITY_MESSAGES.notFound);
    return { authority: toAuthority(after), message };
  });
}
