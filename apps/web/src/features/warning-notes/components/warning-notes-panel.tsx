import { WARNING_NOTE_TYPE_LABELS, type WarningNote } from '@casekeeper/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetWarningNotesQuery } from '../api/warning-notes-api';
import { RemoveWarningNoteButton } from './remove-warning-note-button';
import { WarningNoteDialog } from './warning-note-dialog';
import { WarningNoteItems } from './warning-note-items';

/** Which dialog is open: adding a note, or changing one. */
type Editing = { note: WarningNote | null } | null;

/**
 * The case's warning notes at the top of its page, where nobody can miss them: a region named
 * "Warning notes" for screen readers. Writers add, change and remove them here; a case without
 * notes shows only the way to add one (to writers) or nothing.
 */
export function WarningNotesPanel({ caseId }: { caseId: number }) {
  const titleId = useId();
  const query = useGetWarningNotesQuery({ params: { caseId } });
  const [editing, setEditing] = useState<Editing>(null);
  const notes = query.data?.notes ?? [];
  const canChange = query.data?.can.change ?? false;

  const dialog = editing && (
    <WarningNoteDialog caseId={caseId} note={editing.note} onClose={() => setEditing(null)} />
  );
  const addButton = canChange && (
    <Button
      size="small"
      variant="outlined"
      color="inherit"
      startIcon={<AddOutlined />}
      onClick={() => setEditing({ note: null })}
    >
      Add warning note
    </Button>
  );

  if (query.error) {
    return (
      <Alert severity="error" role="region" aria-label="Warning notes">
        The warning notes could not be read: {toApiFailure(query.error).message}
      </Alert>
    );
  }
  if (notes.length === 0) {
    return addButton ? (
      <Stack direction="row">
        {addButton}
        {dialog}
      </Stack>
    ) : null;
  }
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <AlertTitle id={titleId} component="h2" sx={{ m: 0, fontSize: '1.125rem', fontWeight: 700 }}>
          Warning notes
        </AlertTitle>
        {addButton && <span style={{ marginLeft: 'auto' }}>{addButton}</span>}
      </Stack>
      <WarningNoteItems
        notes={notes}
        actions={
          canChange
            ? (note) => (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    color="inherit"
                    aria-label={`Change warning note: ${WARNING_NOTE_TYPE_LABELS[note.type]}`}
                    onClick={() => setEditing({ note })}
                  >
                    Change
                  </Button>
                  <RemoveWarningNoteButton note={note} />
                </Stack>
              )
            : undefined
        }
      />
      {dialog}
    </Alert>
  );
}
