import type { PlatformAdmin } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { platformAdminAbilities } from './platform-admin-policy';
import type { PlatformAdminRow } from './platform-admin-repository';
import { recordStamps } from '../../platform/records/record-stamps';

/** A platform admin as the API answers it, with what the caller may do to it. */
export function toPlatformAdmin(row: PlatformAdminRow, caller: Caller, activeAdmins: number): PlatformAdmin {
  return {
    type: 'admin',
    id: row.id,
    ...auditedFields(row),
    hasPassword: row.hasPassword,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    ...recordStamps(row),
    can: platformAdminAbilities(caller, row, activeAdmins),
  };
}

/** The fields of a platform admin the audit log keeps before and after a change. */
export function auditedFields(row: PlatformAdminRow) {
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    isActive: row.isActive,
  };
}
