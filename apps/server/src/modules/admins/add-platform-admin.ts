import type { PlatformAdmin, platformAdminFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { sendInvitation } from '../invitations';
import type { UserAdminDeps } from '../invitations';
import { withUniqueEmail } from '../account-email';
import { countActivePlatformAdmins, insertPlatformAdmin } from './platform-admin-repository';
import { auditedFields, toPlatformAdmin } from './platform-admin-view';

export type AddPlatformAdminInput = ChangeInput<{ fields: z.output<typeof platformAdminFieldsSchema> }>;

/**
 * Adds a platform admin without a password and mails them a link to choose one. An e-mail
 * address any account already has, whatever its capitals, is a 409 on `email`.
 */
export async function addPlatformAdmin(
  deps: UserAdminDeps,
  input: AddPlatformAdminInput,
): Promise<PlatformAdmin> {
  const { caller, fields } = input;
  return withUniqueEmail(
    () =>
      deps.db.transaction(async (tx) => {
        const row = await insertPlatformAdmin(tx, fields);
        await sendInvitation(tx, deps, { ...row, authorityName: null });
        await auditChange(tx, input, 'admin.create', row.id, {
          authorityId: null,
          after: auditedFields(row),
        });
        return toPlatformAdmin(row, caller, await countActivePlatformAdmins(tx));
      }),
    { db: deps.db, mailer: deps.mailer, email: fields.email },
  );
}
