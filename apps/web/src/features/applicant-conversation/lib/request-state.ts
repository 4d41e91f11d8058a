import { DOCUMENT_REQUEST_STATE_LABELS, type DocumentRequest } from '@casekeeper/contract';

/** A request's state as a chip shows it: its word, and a colour that is never the only sign. */
export function requestStateChip(request: DocumentRequest): {
  label: string;
  color: 'default' | 'info' | 'success' | 'warning' | 'error';
} {
  if (request.overdue)
    return { label: `${DOCUMENT_REQUEST_STATE_LABELS[request.state]} · overdue`, color: 'error' };
  switch (request.state) {
    case 'REQUESTED':
      return { label: DOCUMENT_REQUEST_STATE_LABELS.REQUESTED, color: 'default' };
    case 'SENT':
      return { label: DOCUMENT_REQUEST_STATE_LABELS.SENT, color: 'info' };
    case 'ACCEPTED':
      return { label: DOCUMENT_REQUEST_STATE_LABELS.ACCEPTED, color: 'success' };
    case 'ASKED_AGAIN':
      return { label: DOCUMENT_REQUEST_STATE_LABELS.ASKED_AGAIN, color: 'warning' };
  }
}

/** Two weeks from `today` (YYYY-MM-DD), the due date a new request is offered with. */
export function twoWeeksFrom(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 14);
  return date.toISOString().slice(0, 10);
}
