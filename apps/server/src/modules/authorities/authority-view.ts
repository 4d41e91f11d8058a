import type { Authority } from '@casekeeper/contract';
import type { AuthorityRow } from './authority-repository';
import { recordStamps } from '../../platform/records/record-stamps';

export const AUTHORITY_MESSAGES = {
  added: 'The authority has been added.',
  saved: 'The authority has been saved.',
  activated: 'The authority has been activated.',
  deactivated: 'The authority has been deactivated and its users signed out.',
  deleted: 'The authority has been deleted and its users signed out.',
  notFound: 'That authority',
  shortCodeTaken: 'That short code is already used by another authority. Short codes are never reused.',
} as const;

/** An authority as the API answers it. Platform admins, the only ones who see it, may do everything to it. */
export function toAuthority(row: AuthorityRow): Authority {
  return {
    type: 'authority',
    id: row.id,
    ...auditedFields(row),
    userCount: row.userCount,
    ...recordStamps(row),
    can: { edit: true, delete: true, toggleActive: true, manageUsers: true, manageContractors: true },
  };
}

/** The fields of an authority the audit log keeps before and after a change. */
export function auditedFields(row: AuthorityRow) {
  return {
    name: row.name,
    shortCode: row.shortCode,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    town: row.town,
    postCode: row.postCode,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    isActive: row.isActive,
  };
}
