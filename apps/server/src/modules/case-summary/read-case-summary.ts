import type { Executor } from '../../db/client';
import { findHistories, loadClockContext, readCaseClocks } from '../case-clocks';
import { findCaseFiles } from '../case-documents';
import { caseNotFound, findCase, type CaseRow, type CaseScope } from '../cases';
import { findSummaryDiary, findSummaryGrant, findSummaryHistory } from './case-summary-repository';

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
    history: await findSummaryHistory(db, key),
    clocks: readCaseClocks(context, found, history, now),
    diary: await findSummaryDiary(db, key),
    documents: await findCaseFiles(db, key, undefined),
    grant: await findSummaryGrant(db, key),
  };
}
