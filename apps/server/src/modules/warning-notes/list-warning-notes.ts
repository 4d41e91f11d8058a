import type { WarningNoteList } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, mayWriteCases } from '../cases';
import { findWarningNotesOfCase, isCaseInScope } from './warning-note-repository';
import { ukToday } from './warning-note-rules';
import { toWarningNote } from './warning-note-view';

/** A case's current notes, for whoever reads the case; another authority's case is not found. */
export async function listWarningNotes(
  db: Executor,
  input: { caller: Caller; caseId: number; now?: Date },
): Promise<WarningNoteList> {
  const scope = caseScopeOf(input.caller);
  if (!(await isCaseInScope(db, input.caseId, scope))) throw caseNotFound();
  const rows = await findWarningNotesOfCase(db, scope.authorityId, input.caseId);
  const today = ukToday(input.now);
  return {
    notes: rows.map((row) => toWarningNote(row, today)),
    can: { change: mayWriteCases(input.caller) },
  };
}
