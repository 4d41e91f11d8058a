import { WARNING_NOTE_TYPE_LABELS, type WarningNote } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';
import { FormMessage } from '@/components/form-message';
import { toApiFailure } from '@/lib/api/api-failure';
import { useRemoveWarningNoteMutation } from '../api/warning-notes-api';

/** Removes a note once the officer confirms: it no longer shows, and the audit log keeps it. */
export function RemoveWarningNoteButton({ note }: { note: WarningNote }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removeNote, { isLoading }] = useRemoveWarningNoteMutation();
  const label = WARNING_NOTE_TYPE_LABELS[note.type];

  const remove = async () => {
    try {
      await removeNote({ params: { id: note.id } }).unwrap();
      setOpen(false);
    } catch (error) {
      setFailure(toApiFailure(error).message);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-label={`Remove warning note: ${label}`}
        onClick={() => setOpen(true)}
      >
        Remove
      </Button>
      <Dialog open={open} onClose={isLoading ? undefined : () => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Remove the warning note?</DialogTitle>
        <DialogContent>
          <FormMessage message={failure} />
          <DialogContentText>
            “{label}” will no longer show on the case or before visits. Remove it only when it no longer
            applies.
          </DialogContentText>
        </DialogContent>
        <DialogButtons>
          <Button onClick={() => setOpen(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="contained" color="error" aria-disabled={isLoading} onClick={() => void remove()}>
            {isLoading ? 'Removing…' : 'Remove note'}
          </Button>
        </DialogButtons>
      </Dialog>
    </>
  );
}
