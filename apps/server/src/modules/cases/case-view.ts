import {
  allowedTransitions,
  CASE_PRIORITIES,
  isStatusId,
  type Case,
  type CasePriority,
} from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { recordStamps } from '../../platform/records/record-stamps';
import type { CaseRow } from './case-repository';
import { isAuthorityAdmin, mayWriteCases } from './case-scope';

function asPriority(value: string): CasePriority {
  return (CASE_PRIORITIES as readonly string[]).includes(value) ? (value as CasePriority) : 'Normal';
}

/** The statuses `caller` may move a case to now; none for a reader. */
export function statusTargetsFor(
  row: Pick<CaseRow, 'statusId' | 'previousStatusId'>,
  caller: Caller,
): number[] {
  if (!mayWriteCases(caller) || !isStatusId(row.statusId)) return [];
  const previous =
    row.previousStatusId !== null && isStatusId(row.previousStatusId) ? row.previousStatusId : null;
  return allowedTransitions({
    from: row.statusId,
    previous,
    actorIsAuthorityAdmin: isAuthorityAdmin(caller),
  });
}

/** A case as the API answers it, with what this caller may do with it. */
export function toCase(row: CaseRow, caller: Caller): Case {
  const allowedStatusIds = statusTargetsFor(row, caller);
  return {
    ...auditedFields(row),
    id: row.id,
    authorityId: row.authorityId,
    caseNumber: row.caseNumber,
    statusId: row.statusId,
    statusName: row.statusName,
    previousStatusId: row.previousStatusId,
    assignedOfficerName: row.assignedOfficerName,
    contractorName: row.contractorName,
    ...recordStamps(row),
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    allowedStatusIds,
    can: { edit: mayWriteCases(caller), changeStatus: allowedStatusIds.length > 0 },
  };
}

/** The fields of a case the audit log keeps before and after a change. */
export function auditedFields(row: CaseRow) {
  return {
    clientTitle: row.clientTitle,
    clientFirstName: row.clientFirstName,
    clientLastName: row.clientLastName,
    clientDateOfBirth: row.clientDateOfBirth,
    clientPhone: row.clientPhone,
    clientEmail: row.clientEmail,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    town: row.town,
    county: row.county,
    postCode: row.postCode,
    uprn: row.uprn,
    assignedOfficerId: row.assignedOfficerId,
    contractorId: row.contractorId,
    referralDate: row.referralDate,
    referralSource: row.referralSource,
    priority: asPriority(row.priority),
    description: row.description,
    estimatedCostPence: row.estimatedCostPence,
    approvedGrantPence: row.approvedGrantPence,
  };
}
