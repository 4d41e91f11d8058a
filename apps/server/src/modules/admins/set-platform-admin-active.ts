import type { PlatformAdmin } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange } from '../../platform/audit/audit-change';
import type { SetActiveInput } from '../../platform/records/record-inputs';
import { AppError, notFound } from '../../platform/errors/app-error';
import { revokeAllSessions } from '../auth';
import { PLATFORM_ADMIN_MESSAGES, refusalToRemove } from './platform-admin-policy';
import {
  findPlatformAdmin,
  lockActivePlatformAdmins,
  updatePlatformAdminRow,
} from './platform-admin-repository';
import { toPlatformAdmin } from './platform-admin-view';

export type SetPlatformAdminActiveInput = SetActiveInput;

/**
 * Activates or deactivates a platform admin. Deactivation ends every session of theirs,
 * impersonations included; never of yourself or the last active admin.
 */
export async function setPlatformAdminActive(
  db: Database,
  input: SetPlatformAdminActiveInput,
): Promise<{ admin: PlatformAdmin; message: string }> {
  const { caller } = input;
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActivePlatformAdmins(tx);
    const before = await findPlatformAdmin(tx, input.id, { forUpdate: true });
    if (!before) throw notFound(PLATFORM_ADMIN_MESSAGES.notFound);
    const isActive = input.isActive ?? !before.isActive;
    if (!isActive) {
      const refusal = refusalToRemove(caller, before, activeAdmins, 'deactivate');
      if (refusal) throw new AppError(refusal.code, refusal.message);
    }
    const message = isActive ? PLATFORM_ADMIN_MESSAGES.activated : PLATFORM_ADMIN_MESSAGES.deactivated;
    if (isActive === before.isActive) {
      return { admin: toPlatformAdmin(before, caller, activeAdmins), message };
    }
    const after = await updatePlatformAdminRow(tx, before.id, { isActive });
    const sessionsEnded = isActive ? 0 : await revokeAllSessions(tx, before.id, 'deactivated');
    await auditChange(tx, input, isActive ? 'admin.activate' : 'admin.deactivate', before.id, {
      authorityId: null,
      before: { isActive: before.isActive },
      after: { isActive, sessionsEnded },
    });
    const nowActive = activeAdmins + (isActive ? 1 : -1);
    return { admin: toPlatformAdmin(after, caller, nowActive), message };
  });
}
