import { type addCaseRequestSchema, type Case } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { refreshCaseClocks } from '../case-clocks';
import { assertCaseLinks, officerFor } from './case-links';
import { assignCaseNumber, caseNumberYear, provisionalCaseNumber } from './case-numbers';
import { findAuthorityCode, findCase, insertCase, insertStatusChange } from './case-repository';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from './case-scope';
import { auditedFields, toCase } from './case-view';

export type AddCaseInput = ChangeInput<{ fields: z.output<typeof addCaseRequestSchema> }>;

/**
 * Opens a case in the caller's authority: its first status in the history, its clocks, numbered,
 * audited, all in one transaction. The number is taken last (case-numbers.ts), so officers of one
 * authority adding cases at once wait for each other only for that step and the commit.
 */
export async function addCase(db: Database, input: AddCaseInput): Promise<Case> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const { authorityId } = caseScopeOf(caller);
  const { statusId, ...fields } = input.fields;
  const assignedOfficerId = officerFor(caller, fields.assignedOfficerId);
  await assertCaseLinks(db, authorityId, { ...fields, assignedOfficerId });

  return db.transaction(async (tx) => {
    const shortCode = await findAuthorityCode(tx, authorityId);
    if (shortCode === undefined) throw caseNotFound();
    const id = await insertCase(tx, {
      ...fields,
      assignedOfficerId,
      authorityId,
      caseNumber: provisionalCaseNumber(shortCode),
      statusId,
      createdById: caller.webUserId,
      updatedById: caller.webUserId,
    });
    await insertStatusChange(tx, {
      authorityId,
      caseId: id,
      fromStatusId: null,
      toStatusId: statusId,
      changedById: caller.webUserId,
      note: null,
    });
    await refreshCaseClocks(tx, { authorityId, caseId: id });
    // Read back as an admin of the authority would see it (the caller may have assigned it away),
    // before it is numbered: from the number to the commit, other creates of the authority wait.
    const stored = await findCase(tx, id, { authorityId, officerId: null, viewerId: null });
    if (!stored) throw new Error('The new case could not be read back.');
    const caseNumber = await assignCaseNumber(tx, { id, authorityId, shortCode }, caseNumberYear());
    const row = { ...stored, caseNumber };
    await auditChange(tx, input, 'case.create', id, {
      authorityId,
      after: { caseNumber, statusId, ...auditedFields(row) },
    });
    return toCase(row, caller);
  });
}
