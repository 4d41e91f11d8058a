import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useId } from 'react';
import { useGetWarningNotesQuery } from '../api/warning-notes-api';
import { WarningNoteItems } from './warning-note-items';

/**
 * The case's warning notes in a form that schedules a visit, above its Save: what the officer
 * must know before they book it. Nothing when the case has none.
 */
export function VisitWarningNotes({ caseId }: { caseId: number }) {
  const titleId = useId();
  const query = useGetWarningNotesQuery({ params: { caseId } });
  const notes = query.data?.notes ?? [];
  if (notes.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id={titleId}>Warning notes: read before booking this visit</AlertTitle>
      <WarningNoteItems notes={notes} />
    </Alert>
  );
}
