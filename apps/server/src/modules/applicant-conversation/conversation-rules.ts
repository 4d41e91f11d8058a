import { CONVERSATION_MESSAGES, DISPOSAL_MESSAGES } from '@casekeeper/contract';
import { AppError, conflict, fieldError } from '../../platform/errors/app-error';
import { londonDay } from '../../platform/time/london-calendar';

export const requestNotFound = () => new AppError('NOT_FOUND', CONVERSATION_MESSAGES.requestNotFound);

/** A disposed case is a shell: nothing more is written on it. */
export function assertNotDisposed(found: { disposed: boolean }): void {
  if (found.disposed) throw conflict(DISPOSAL_MESSAGES.caseDisposed);
}

/** A due date before today (UK time) is refused, on the field that holds it. */
export function assertDueFromToday(dueOn: string, field: string, now = new Date()): void {
  if (dueOn < londonDay(now)) throw fieldError(field, CONVERSATION_MESSAGES.dueOnPast);
}
