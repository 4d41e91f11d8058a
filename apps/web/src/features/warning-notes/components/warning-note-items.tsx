import {
  WARNING_NOTE_SUBJECT_LABELS,
  WARNING_NOTE_TYPE_LABELS,
  type WarningNote,
} from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatIsoDay } from '@/lib/format-date';

type WarningNoteItemsProps = {
  notes: readonly WarningNote[];
  /** What may be done with each note (edit, remove), beside it. */
  actions?: (note: WarningNote) => ReactNode;
};

/** A case's notes as a list: type, what it is about, its words, and when it is to be reviewed. */
export function WarningNoteItems({ notes, actions }: WarningNoteItemsProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {notes.map((note) => (
        <Box component="li" key={note.id}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {WARNING_NOTE_TYPE_LABELS[note.type]}
            </Typography>
            <Typography component="span" variant="body2">
              ({WARNING_NOTE_SUBJECT_LABELS[note.subject].toLowerCase()})
            </Typography>
            <Typography component="span" variant="body2">
              Review by {formatIsoDay(note.reviewOn)}
            </Typography>
            {note.reviewDue && <Chip size="small" color="error" label="Review overdue" />}
            {actions && <Box sx={{ ml: 'auto' }}>{actions(note)}</Box>}
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{note.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
