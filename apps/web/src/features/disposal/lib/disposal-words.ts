import { APPLICATION_STATUSES, type DisposalBatch } from '@casekeeper/contract';

/** A status id in words ("Withdrawn"). */
export const statusName = (id: number) => APPLICATION_STATUSES.find((status) => status.id === id)?.name ?? '';

/** "3 cases" / "1 case". */
export const casesInWords = (count: number) => `${count} ${count === 1 ? 'case' : 'cases'}`;

/** A day `YYYY-MM-DD` as "14 March 2019". */
export function dayInWords(day: string | null): string {
  if (!day) return '—';
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** How far a bulk disposal has got, for its progress bar's words. */
export function batchProgressInWords(batch: DisposalBatch): string {
  if (batch.state === 'RUNNING')
    return `Disposed of ${batch.disposedCount} of ${casesInWords(batch.caseCount)}…`;
  if (batch.state === 'FAILED')
    return `The bulk disposal stopped after ${batch.disposedCount} of ${casesInWords(batch.caseCount)}. Try the rest again.`;
  return `Finished: disposed of ${batch.disposedCount} of ${casesInWords(batch.caseCount)}.`;
}
