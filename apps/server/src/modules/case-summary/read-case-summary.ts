import type { Executor } from '../../db/client';
import { findHistories, loadClockContext, readCaseClocks } from '../case-clocks';
import { findCaseFiles } from '../case-documents';
import { findDiaries, findGrant, findStatusHistory } from '../case-records';
import { caseNotFound, findCase, type CaseRow, type CaseScope } from '../cases';

export type CaseSummaryData = Awaited<ReturnType<typeof readCaseSummary>>;
export type SummaryCase = CaseRow;

/** Everything the summary prints of a case within the scope (else a 404), read as of `now`. */
export async function readCaseSummary(db: Executor, input: { caseId: number; scope: CaseScope; now: Date }) {
  const { caseId, scope, now } = input;
  const found = await findCase(db, caseId, scope);
  if (!found) throw caseNotFound();
  const key = { authorityId: scope.authorityId, caseId };
  const context = await loadClockContext(db, scope.authorityId);
  const history = (await findHistories(db, scope.authorityId, [caseId])).get(caseId) ?? [];
  return {
    found,
    history: await findStatusHistory(db, key),
    clocks: readCaseClocks(context, found, history, now),
    // Diaries by title, so that those of one title print under it once.
    diaries: await findDiaries(db, key, 'title'),
    documents: await findCaseFiles(db, key, undefined),
    // The total as the grant tab shows it: approved variations added, none until approved.
    grant: await findGrant(db, key, 'with-variations'),
  };
}
