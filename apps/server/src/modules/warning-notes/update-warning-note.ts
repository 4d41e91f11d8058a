import {
  STALE_RECORD_MESSAGE,
  type updateWarningNoteRequestSchema,
  type WarningNote,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { auditDiff } from '../../platform/audit/audit-diff';
import { conflict } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { findWarningNote, updateWarningNoteRow } from './warning-note-repository';
import { assertReviewOnFromToday, ukToday, warningNoteNotFound } from './warning-note-rules';
import { auditedWarningNote, toWarningNote } from './warning-note-view';

export type UpdateWarningNoteInput = ChangeInput<{
  fields: z.output<typeof updateWarningNoteRequestSchema>;
}>;

/** Saves a note if nobody has changed it since `version` was read; otherwise a 409 with it as it is. */
export async function updateWarningNote(db: Database, input: UpdateWarningNoteInput): Promise<WarningNote> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  const { id, version, ...fields } = input.fields;
  const today = ukToday();

  return db.transaction(async (tx) => {
    const before = await findWarningNote(tx, id, scope, { forUpdate: true });
    if (!before) throw warningNoteNotFound();
    if (before.version !== version) throw conflict(STALE_RECORD_MESSAGE, toWarningNote(before, today));
    assertReviewOnFromToday(fields.reviewOn, today);
    const reviewMoved = fields.reviewOn !== before.reviewOn;
    await updateWarningNoteRow(tx, id, { ...fields, updatedById: caller.webUserId }, reviewMoved);
    const after = await findWarningNote(tx, id, scope);
    if (!after) throw warningNoteNotFound();
    await auditChange(
      tx,
      input,
      'warning-note.update',
      id,
      auditDiff(auditedWarningNote(before), auditedWarningNote(after)),
    );
    return toWarningNote(after, today);
  });
}
