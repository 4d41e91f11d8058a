import { mayCall, type Contractor } from '@casekeeper/contract';
import { accessSubjectOf, type Caller } from '../../platform/access/caller';
import type { ContractorRow } from './contractor-repository';
import { recordStamps } from '../../platform/records/record-stamps';

export const CONTRACTOR_MESSAGES = {
  added: 'The contractor has been added.',
  saved: 'The contractor has been saved.',
  activated: 'The contractor has been activated.',
  deactivated: 'The contractor has been deactivated.',
  notFound: 'That contractor',
  authorityNotFound: 'That authority',
} as const;

/** A contractor as the API answers it; officers and readers see it, only managers may change it. */
export function toContractor(row: ContractorRow, caller: Caller): Contractor {
  const manage = mayCall('POST /contractor/update', accessSubjectOf(caller));
  return {
    id: row.id,
    authorityId: row.authorityId,
    ...auditedFields(row),
    ...recordStamps(row),
    can: { edit: manage, toggleActive: manage },
  };
}

/** The fields of a contractor the audit log keeps before and after a change. */
export function auditedFields(row: ContractorRow) {
  return {
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    town: row.town,
    postCode: row.postCode,
    trades: row.trades,
    isActive: row.isActive,
  };
}
