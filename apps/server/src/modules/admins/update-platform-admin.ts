import {
  STALE_RECORD_MESSAGE,
  type PlatformAdmin,
  type platformAdminFieldsSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import { auditDiff } from '../../platform/audit/audit-diff';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict, fieldError, notFound } from '../../platform/errors/app-error';
import {
  announceEmailChange,
  OWN_EMAIL_MESSAGE,
  withUniqueEmail,
  retireOpenPasswordLinks,
} from '../account-email';
import type { UserAdminDeps } from '../invitations';
import { PLATFORM_ADMIN_MESSAGES } from './platform-admin-policy';
import {
  countActivePlatformAdmins,
  findPlatformAdmin,
  updatePlatformAdminRow,
} from './platform-admin-repository';
import { auditedFields, toPlatformAdmin } from './platform-admin-view';

export type UpdatePlatformAdminInput = ChangeInput<{
  id: number;
  version: number;
  fields: z.output<typeof platformAdminFieldsSchema>;
}>;

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
  return withUniqueEmail(() =>
    deps.db.transaction(async (tx) => {
      const before = await findPlatformAdmin(tx, input.id, { forUpdate: true });
      if (!before) throw notFound(PLATFORM_ADMIN_MESSAGES.notFound);
      if (before.version !== input.version) throw conflict(STALE_RECORD_MESSAGE);
      if (before.id === caller.webUserId && before.email.toLowerCase() !== fields.email.toLowerCase()) {
        throw fieldError('email', OWN_EMAIL_MESSAGE);
      }
      if (before.email.toLowerCase() !== fields.email.toLowerCase()) {
        await retireOpenPasswordLinks(tx, before.id);
        await announceEmailChange(tx, deps.mailer, {
          oldEmail: before.email,
          newEmail: fields.email,
          firstName: fields.firstName,
        });
      }
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
  );
}
