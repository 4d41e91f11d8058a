import { allowedTransitions, isStatusId, type Case } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { recordStamps } from '../../platform/records/record-stamps';
import { caseFieldValues } from './case-field-columns';
import type { CaseRow } from './case-repository';
import { isAuthorityAdmin, mayWriteCases } from './case-scope';

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
    restricted: row.restricted,
    assignedOfficerName: row.assignedOfficerName,
    contractorName: row.contractorName,
    ...recordStamps(row),
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    allowedStatusIds,
    can: { edit: mayWriteCases(caller), changeStatus: allowedStatusIds.length > 0 },
  };
}

/** The fields of a case the audit log keeps before and after a change: the catalogue's. */
export function auditedFields(row: CaseRow) {
  return caseFieldValues(row);
}
