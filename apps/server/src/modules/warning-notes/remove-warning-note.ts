import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { findWarningNote, removeWarningNoteRow } from './warning-note-repository';
import { warningNoteNotFound } from './warning-note-rules';
import { auditedWarningNote } from './warning-note-view';

export type RemoveWarningNoteInput = ChangeInput<{ id: number }>;

/** Removes a note (soft: the row stays, marked removed); the audit row keeps it as it was. */
export async function removeWarningNote(db: Database, input: RemoveWarningNoteInput): Promise<void> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  await db.transaction(async (tx) => {
    const note = await findWarningNote(tx, input.id, scope, { forUpdate: true });
    if (!note) throw warningNoteNotFound();
    await removeWarningNoteRow(tx, note.id, caller.webUserId);
    await auditChange(tx, input, 'warning-note.remove', note.id, { before: auditedWarningNote(note) });
  });
}
