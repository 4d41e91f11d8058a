import type { StatusId } from '@casekeeper/contract';
import type { Transaction } from '../../db/client';
import { auditChange, type ChangedBy } from '../../platform/audit/audit-change';
import { refreshCaseClocks } from '../case-clocks';
import {
  findLastStatusChangeAt,
  insertStatusChange,
  updateCaseRow,
  type CaseFields,
  type CaseRow,
} from './case-repository';
import { statusChangeMoment, type StatusDateFields } from './status-change-date';

export type MoveByRecord = {
  /** The case as it was before, its row locked by the caller. */
  before: CaseRow;
  to: StatusId;
  /** The day the move took effect (UK time); null for today. Checked as a status change's day is. */
  effectiveDate: string | null;
  note: string | null;
  /** What the history's audit says moved it: "grant approval", "final payment". */
  by: string;
  /** The fields of the request that carried the day and the note, for a refusal of either. */
  fields?: StatusDateFields;
  /** What else the record sets on the case as it moves it. */
  caseChanges?: Partial<CaseFields>;
  /** Now, as the record has it: its own day and the move's are the same day. */
  now: Date;
};

/**
 * Moves a case to a status that a record of another module takes it to (the grant's approval to
 * Approved, a final payment to Works completed), in the transaction recording that record: the
 * case saved as any change to it is, its history dated the record's day, its clocks moved, and
 * the move audited as a status change. Nothing goes back to where it was from here.
 */
export async function moveCaseByRecord(tx: Transaction, by: ChangedBy, move: MoveByRecord): Promise<void> {
  const { before } = move;
  const changedAt = statusChangeMoment(
    {
      effectiveDate: move.effectiveDate,
      note: move.note,
      previousAt: await findLastStatusChangeAt(tx, before.id, before.authorityId),
      now: move.now,
    },
    move.fields,
  );
  await updateCaseRow(tx, before.id, {
    ...move.caseChanges,
    statusId: move.to,
    previousStatusId: null,
    updatedById: by.caller.webUserId,
  });
  await insertStatusChange(tx, {
    authorityId: before.authorityId,
    caseId: before.id,
    fromStatusId: before.statusId,
    toStatusId: move.to,
    changedById: by.caller.webUserId,
    note: move.note,
    changedAt,
  });
  await refreshCaseClocks(tx, { authorityId: before.authorityId, caseId: before.id });
  await auditChange(tx, by, 'case.status', before.id, {
    authorityId: before.authorityId,
    before: { statusId: before.statusId },
    after: { statusId: move.to, note: move.note, effectiveDate: move.effectiveDate, by: move.by },
  });
}
