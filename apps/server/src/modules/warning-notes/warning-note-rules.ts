import { WARNING_NOTE_MESSAGES } from '@casekeeper/contract';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { londonDay } from '../../platform/time/london-calendar';

/** A note outside the caller's scope, or removed, is simply not there. */
export const warningNoteNotFound = () => new AppError('NOT_FOUND', WARNING_NOTE_MESSAGES.notFound);

/** Today in the UK, the day review dates are counted from. */
export const ukToday = (now = new Date()) => londonDay(now);

/** A review date before today (UK time) is refused: a note is reviewed from now on, never in the past. */
export function assertReviewOnFromToday(reviewOn: string, today: string): void {
  if (reviewOn < today) throw fieldError('reviewOn', WARNING_NOTE_MESSAGES.reviewOnPast);
}
