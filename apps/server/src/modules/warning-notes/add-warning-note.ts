import type { addWarningNoteRequestSchema, WarningNote } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import { findWarningNote, insertWarningNote, isCaseInScope } from './warning-note-repository';
import { assertReviewOnFromToday, ukToday, warningNoteNotFound } from './warning-note-rules';
import { auditedWarningNote, toWarningNote } from './warning-note-view';

export type AddWarningNoteInput = ChangeInput<{ fields: z.output<typeof addWarningNoteRequestSchema> }>;

/** Adds a note to a case the caller may change, audited in the same transaction. */
export async function addWarningNote(db: Database, input: AddWarningNoteInput): Promise<WarningNote> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  const { caseId, ...fields } = input.fields;
  const today = ukToday();
  assertReviewOnFromToday(fields.reviewOn, today);

  return db.transaction(async (tx) => {
    if (!(await isCaseInScope(tx, caseId, scope))) throw caseNotFound();
    const id = await insertWarningNote(tx, {
      ...fields,
      authorityId: scope.authorityId,
      caseId,
      createdById: caller.webUserId,
    });
    const row = await findWarningNote(tx, id, scope);
    if (!row) throw warningNoteNotFound();
    await auditChange(tx, input, 'warning-note.add', id, { after: auditedWarningNote(row) });
    return toWarningNote(row, today);
  });
}
