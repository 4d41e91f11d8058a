import {
  APPLICATION_STATUSES,
  CASE_MESSAGES,
  isOpenStatus,
  isStatusId,
  REFUSAL_MESSAGES,
  STALE_RECORD_MESSAGE,
  STATUS_ID,
  type Case,
  type StatusId,
} from '@casekeeper/contract';
import type { Executor, Transaction } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError, conflict, fieldError, forbidden } from '../../platform/errors/app-error';
import { findActiveChoice } from '../authority-choices';
import { refreshCaseClocks } from '../case-clocks';
import {
  findCase,
  findLastStatusChangeAt,
  insertStatusChange,
  updateCaseRow,
  type CaseRow,
} from './case-repository';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from './case-scope';
import { statusTargetsFor, toCase } from './case-view';
import { statusChangeMoment } from './status-change-date';

export type ChangeCaseStatusInput = ChangeInput<{
  caseId: number;
  statusId: StatusId;
  note: string | null;
  /** The version the officer's view showed; absent, the move is checked against the case as it is. */
  version?: number;
  /** The day the change happened (UK time); null for today. */
  effectiveDate: string | null;
  /** Why an application is refused: required for Refused, refused for any other move. */
  refusalReasonId: number | null;
  refusalReasonText: string | null;
}>;

/** Statuses a case waits in, remembering where it came from so it can go back. */
const PARKED: readonly StatusId[] = [
  STATUS_ID.ON_HOLD,
  STATUS_ID.CLOSED,
  STATUS_ID.WITHDRAWN,
  STATUS_ID.REFUSED,
];

function statusName(id: number): string {
  return APPLICATION_STATUSES.find((status) => status.id === id)?.name ?? String(id);
}

/**
 * Where a case goes back to after `to`: entering a parked status remembers the working status it
 * left (a case withdrawn while on hold still returns to where it was working); anything else
 * forgets.
 */
function previousAfter(row: CaseRow, to: StatusId): number | null {
  if (!PARKED.includes(to)) return null;
  return row.statusId === STATUS_ID.ON_HOLD ? row.previousStatusId : row.statusId;
}

function refusal(row: CaseRow, to: StatusId): AppError {
  const reopening = isStatusId(row.statusId) && !isOpenStatus(row.statusId) && to === row.previousStatusId;
  if (reopening) return forbidden(CASE_MESSAGES.reopenForAdmins);
  return new AppError('UNPROCESSABLE', CASE_MESSAGES.transitionRefused(row.statusName, statusName(to)));
}

/**
 * The refusal's reason as the history keeps it: an active entry of the authority's list, with
 * words when the entry asks for them. Only a move to Refused takes one.
 */
async function refusalReasonFor(
  tx: Transaction,
  authorityId: number,
  input: Pick<ChangeCaseStatusInput, 'statusId' | 'refusalReasonId' | 'refusalReasonText'>,
): Promise<{ refusalReasonId: number | null; refusalReasonText: string | null }> {
  const { refusalReasonId, refusalReasonText } = input;
  if (input.statusId !== STATUS_ID.REFUSED) {
    if (refusalReasonId !== null) throw fieldError('refusalReasonId', REFUSAL_MESSAGES.notRefusing);
    if (refusalReasonText !== null) throw fieldError('refusalReasonText', REFUSAL_MESSAGES.notRefusing);
    return { refusalReasonId: null, refusalReasonText: null };
  }
  if (refusalReasonId === null) throw fieldError('refusalReasonId', REFUSAL_MESSAGES.reasonNeeded);
  const reason = await findActiveChoice(tx, authorityId, 'REFUSAL_REASON', refusalReasonId);
  if (!reason) throw fieldError('refusalReasonId', REFUSAL_MESSAGES.unknownReason);
  if (reason.needsText && refusalReasonText === null) {
    throw fieldError('refusalReasonText', REFUSAL_MESSAGES.textNeeded);
  }
  return { refusalReasonId, refusalReasonText };
}

/**
 * Moves a case to another status by the transition rules and the caller's role; kept in its
 * history, its clocks moved. Given an open transaction (a bulk action's case), it runs in a
 * savepoint of it.
 */
export async function changeCaseStatus(db: Executor, input: ChangeCaseStatusInput): Promise<Case> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);

  return db.transaction(async (tx) => {
    const before = await findCase(tx, input.caseId, scope, { forUpdate: true });
    if (!before) throw caseNotFound();
    if (input.version !== undefined && before.version !== input.version) {
      throw conflict(STALE_RECORD_MESSAGE, toCase(before, caller));
    }
    if (!statusTargetsFor(before, caller).includes(input.statusId)) throw refusal(before, input.statusId);
    const refusalReason = await refusalReasonFor(tx, scope.authorityId, input);
    const changedAt = statusChangeMoment({
      effectiveDate: input.effectiveDate,
      note: input.note,
      previousAt: await findLastStatusChangeAt(tx, before.id, scope.authorityId),
      now: new Date(),
    });

    await updateCaseRow(tx, before.id, {
      statusId: input.statusId,
      previousStatusId: previousAfter(before, input.statusId),
      updatedById: caller.webUserId,
    });
    await insertStatusChange(tx, {
      authorityId: scope.authorityId,
      caseId: before.id,
      fromStatusId: before.statusId,
      toStatusId: input.statusId,
      changedById: caller.webUserId,
      note: input.note,
      changedAt,
      ...refusalReason,
    });
    await refreshCaseClocks(tx, { authorityId: scope.authorityId, caseId: before.id });
    await auditChange(tx, input, 'case.status', before.id, {
      authorityId: scope.authorityId,
      before: { statusId: before.statusId },
      after: {
        statusId: input.statusId,
        note: input.note,
        effectiveDate: input.effectiveDate,
        ...refusalReason,
      },
    });
    const after = await findCase(tx, before.id, { ...scope, officerId: null });
    if (!after) throw new Error('The case could not be read back.');
    return toCase(after, caller);
  });
}
