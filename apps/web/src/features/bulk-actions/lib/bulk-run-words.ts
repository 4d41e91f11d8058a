import type { BulkCaseOutcome, BulkRun } from '@casekeeper/contract';

const cases = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'case' : 'cases'}`;

/** Where a run has got to, in a sentence. */
export function bulkRunProgressWords(run: BulkRun): string {
  const finished = run.doneCount + run.refusedCount;
  const refused = run.refusedCount > 0 ? `, ${cases(run.refusedCount)} refused` : '';
  if (run.state === 'RUNNING') {
    return `${finished.toLocaleString('en-GB')} of ${cases(run.totalCount)} done${refused}…`;
  }
  if (run.state === 'FAILED') {
    return `Stopped after ${cases(finished)} of ${run.totalCount.toLocaleString('en-GB')}: the rest were not changed. Try again later.`;
  }
  return `Finished: ${cases(run.doneCount)} done${refused}.`;
}

export const OUTCOME_LABELS: Record<BulkCaseOutcome, string> = {
  PENDING: 'Waiting',
  DONE: 'Done',
  REFUSED: 'Refused',
};
