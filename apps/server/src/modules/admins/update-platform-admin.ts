import type { PlatformAdmin, platformAdminFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import { auditDiff } from '../../platform/audit/audit-diff';
import { auditChange } from '../../platform/audit/audit-change';
import { editable } from '../../platform/records/editable';
import type { UpdateInput } from '../../platform/records/record-inputs';
import { applyEmailChange, refuseOwnEmailChange, withUniqueEmail } from '../account-email';
import type { UserAdminDeps } from '../invitations';
import { PLATFORM_ADMIN_MESSAGES } from './platform-admin-policy';
import {
  countActivePlatformAdmins,
  findPlatformAdmin,
  updatePlatformAdminRow,
} from './platform-admin-repository';
import { auditedFields, toPlatformAdmin } from './platform-admin-view';

export type UpdatePlatformAdminInput = UpdateInput<z.output<typeof platformAdminFieldsSchema>>;

/**
 * Saves a platform admin's details if nobody has changed them since `version` was read (409
 * otherwise). A new e-mail address is announced to the old one. Your own e-mail address changes
 * on your profile, where your password confirms it.
 */
export async function updatePlatformAdmin(
  deps: Pick<UserAdminDeps, 'db' | 'mailer'>,
  input: UpdatePlatformAdminInput,
): Promise<PlatformAdmin> {
  const { caller, fields } = input;
  return withUniqueEmail(
    () =>
      deps.db.transaction(async (tx) => {
        const before = editable(
          await findPlatformAdmin(tx, input.id, { forUpdate: true }),
          input.version,
          PLATFORM_ADMIN_MESSAGES.notFound,
        );
        refuseOwnEmailChange(caller, before, fields.email);
        await applyEmailChange(tx, deps.mailer, {
          webUserId: before.id,
          oldEmail: before.email,
          newEmail: fields.email,
          firstName: fields.firstName,
        });
        const after = await updatePlatformAdminRow(tx, before.id, {
          email: fields.email,
          firstName: fields.firstName,
          lastName: fields.lastName,
          phone: fields.phone,
        });
        await auditChange(tx, input, 'admin.update', after.id, {
          authorityId: null,
          ...auditDiff(auditedFields(before), auditedFields(after)),
        });
        return toPlatformAdmin(after, caller, await countActivePlatformAdmins(tx));
      }),
    { db: deps.db, mailer: deps.mailer, email: fields.email },
  );
}
