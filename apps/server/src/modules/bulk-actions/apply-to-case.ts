import { BULK_ACTION_DIARY_TITLE, BULK_ACTION_MESSAGES, type BulkActionDetails } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { cases } from '../../db/schema';
import { auditChange, type ChangedBy } from '../../platform/audit/audit-change';
import { AppError, conflict } from '../../platform/errors/app-error';
import type { Caller } from '../../platform/access/caller';
import type { RequestContext } from '../../platform/audit/request-context';
import { auditDiff } from '../../platform/audit/audit-diff';
import {
  assertCaseLinks,
  assertMayHoldRestricted,
  auditedFields,
  caseScopeOf,
  changeCaseStatus,
  findCase,
  officerFor,
  updateCaseRow,
} from '../cases';
import { addNoticeItem } from '../diaries';

export type CaseChange = {
  caller: Caller;
  context: RequestContext;
  caseId: number;
  details: BulkActionDetails;
};

const caseGone = () => new AppError('NOT_FOUND', BULK_ACTION_MESSAGES.caseGone);

/**
 * Reassigns one case as the case form's save would: the officer checked for the caller and the
 * case (a restricted case only to someone it names), the change audited as case.update.
 */
async function reassign(tx: Transaction, change: CaseChange, officerId: number): Promise<void> {
  const { caller } = change;
  const scope = caseScopeOf(caller);
  const before = await findCase(tx, change.caseId, scope, { forUpdate: true });
  if (!before) throw caseGone();
  const assignedOfficerId = officerFor(caller, officerId);
  await assertCaseLinks(tx, scope.authorityId, { assignedOfficerId, contractorId: null });
  await assertMayHoldRestricted(tx, before, assignedOfficerId);
  if (before.assignedOfficerId === assignedOfficerId) return;
  await updateCaseRow(tx, before.id, { assignedOfficerId, updatedById: caller.webUserId });
  const after = await findCase(tx, before.id, { ...scope, officerId: null });
  if (!after) throw new Error('The case could not be read back.');
  await auditChange(tx, change, 'case.update', before.id, {
    authorityId: scope.authorityId,
    ...auditDiff(auditedFields(before), auditedFields(after)),
  });
}

/** Adds a text action item to the case's bulk actions diary, audited as an item added on the case page. */
async function addItem(
  tx: Transaction,
  change: CaseChange,
  item: Extract<BulkActionDetails, { kind: 'ADD_ACTION_ITEM' }>,
): Promise<void> {
  const { caller } = change;
  const scope = caseScopeOf(caller);
  if (!(await findCase(tx, change.caseId, scope))) throw caseGone();
  const scheduledAt = new Date(item.scheduledAt);
  const id = await addNoticeItem(tx, {
    authorityId: scope.authorityId,
    caseId: change.caseId,
    diaryTitle: BULK_ACTION_DIARY_TITLE,
    diaryDescription: 'Action items added to many cases at once from the case list',
    prefix: item.prefix,
    description: item.description,
    body: { text: item.text },
    createdById: caller.webUserId,
    scheduledAt,
  });
  await auditChange(tx, change, 'action-item.create', id, {
    authorityId: scope.authorityId,
    after: {
      caseId: change.caseId,
      kind: 'TEXT',
      prefix: item.prefix,
      description: item.description,
      scheduledAt: scheduledAt.toISOString(),
      sharedWithApplicant: false,
      isCompleted: false,
      text: item.text,
      file: null,
    },
  });
}

/**
 * Applies a run's action to one case, within the transaction that records its outcome. A disposed
 * case refuses every write (modules/disposal), as its guard refuses the single change's request.
 * Throws an AppError, with the words the single change would answer, when the case is refused.
 */
export async function applyToCase(tx: Transaction, change: CaseChange): Promise<void> {
  const by: ChangedBy = change;
  const [found] = await tx
    .select({ disposedAt: cases.disposedAt })
    .from(cases)
    .where(and(eq(cases.authorityId, change.caller.authorityId ?? 0), eq(cases.id, change.caseId)));
  if (!found) throw caseGone();
  if (found.disposedAt) throw conflict(BULK_ACTION_MESSAGES.caseDisposed);
  const { details } = change;
  switch (details.kind) {
    case 'REASSIGN':
      return reassign(tx, change, details.officerId);
    case 'CHANGE_STATUS':
      await changeCaseStatus(tx, {
        ...by,
        caller: change.caller,
        caseId: change.caseId,
        statusId: details.statusId,
        note: details.note,
        effectiveDate: null,
        refusalReasonId: null,
        refusalReasonText: null,
      });
      return;
    case 'ADD_ACTION_ITEM':
      return addItem(tx, change, details);
  }
}
