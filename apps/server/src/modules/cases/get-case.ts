import type { Case, CaseStatusChange } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { findCase, findStatusHistory } from './case-repository';
import { caseNotFound, caseScopeOf } from './case-scope';
import { toCase } from './case-view';

export async function getCase(db: Database, input: { caller: Caller; id: number }): Promise<Case> {
  const row = await findCase(db, input.id, caseScopeOf(input.caller));
  if (!row) throw caseNotFound();
  return toCase(row, input.caller);
}

/** Every status the case has had, oldest first, with who moved it and why. */
export async function getCaseStatusHistory(
  db: Database,
  input: { caller: Caller; caseId: number },
): Promise<CaseStatusChange[]> {
  const scope = caseScopeOf(input.caller);
  if (!(await findCase(db, input.caseId, scope))) throw caseNotFound();
  const rows = await findStatusHistory(db, input.caseId, scope.authorityId);
  return rows.map((row) => ({
    ...row,
    changedAt: row.changedAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
  }));
}
