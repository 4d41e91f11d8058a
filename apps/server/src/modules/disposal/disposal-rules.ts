import { DISPOSAL_MESSAGES } from '@casekeeper/contract';
import { AppError, conflict } from '../../platform/errors/app-error';
import { londonDay } from '../../platform/time/london-calendar';

/** Today in the UK: retention periods run out at the start of a London day. */
export const ukToday = (now = new Date()) => londonDay(now);

/** A case not waiting in the caller's authority's review (or another authority's) is not there. */
export const notInReview = () => new AppError('NOT_FOUND', DISPOSAL_MESSAGES.notInReview);
export const alreadyDisposed = () => conflict(DISPOSAL_MESSAGES.alreadyDisposed);
export const batchNotFound = () => new AppError('NOT_FOUND', DISPOSAL_MESSAGES.batchNotFound);

/** `day` plus whole years, as PostgreSQL's date arithmetic does it (29 February → 28 February). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, 1));
  const lastOfMonth = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastOfMonth));
  return target.toISOString().slice(0, 10);
}
