import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError, notFound } from '../../platform/errors/app-error';
import { revokeAllSessions } from '../auth';
import { PLATFORM_ADMIN_MESSAGES, refusalToRemove } from './platform-admin-policy';
import {
  findPlatformAdmin,
  lockActivePlatformAdmins,
  updatePlatformAdminRow,
} from './platform-admin-repository';
import { auditedFields } from './platform-admin-view';

export type DeletePlatformAdminInput = ChangeInput<{ id: number }>;

/**
 * Soft-deletes a platform admin: the row stays for the audit trail (and keeps the e-mail address
 * taken), the account can no longer sign in and every session of theirs ends. Never yourself or
 * the last active admin; undoing it is for the database administrator alone.
 */
export async function deletePlatformAdmin(db: Database, input: DeletePlatformAdminInput): Promise<void> {
  const { caller } = input;
  await db.transaction(async (tx) => {
    const activeAdmins = await lockActivePlatformAdmins(tx);
    const before = await findPlatformAdmin(tx, input.id, { forUpdate: true });
    if (!before) throw notFound(PLATFORM_ADMIN_MESSAGES.notFound);
    const refusal = refusalToRemove(caller, before, activeAdmins, 'delete');
    if (refusal) throw new AppError(refusal.code, refusal.message);
    await updatePlatformAdminRow(tx, before.id, { isActive: false, deletedAt: new Date() });
    const sessionsEnded = await revokeAllSessions(tx, before.id, 'deleted');
    await auditChange(tx, input, 'admin.delete', before.id, {
      authorityId: null,
      before: auditedFields(before),
      after: { deleted: true, sessionsEnded },
    });
  });
}
