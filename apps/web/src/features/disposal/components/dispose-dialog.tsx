import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';
import { FormMessage } from '@/components/form-message';
import { casesInWords } from '../lib/disposal-words';

type DisposeDialogProps = {
  /** The case numbers to dispose of. */
  caseNumbers: string[];
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The confirmation before a disposal: what goes, what stays, and a box to tick, since nothing can
 * bring the personal data back.
 */
export function DisposeDialog({ caseNumbers, busy, error, onConfirm, onClose }: DisposeDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [understood, setUnderstood] = useState(false);
  const count = caseNumbers.length;
  const what = count === 1 ? `case ${caseNumbers[0] ?? ''}` : casesInWords(count);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Dispose of {what}?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormMessage message={error} />
          <DialogContentText id={textId}>
            The client&rsquo;s name, contact details and address, the diary texts, warning notes, files and
            the applicant&rsquo;s access are destroyed for good. The case stays as an anonymised record of its
            dates, clocks and grant figures, so your figures do not change.
          </DialogContentText>
          <FormControlLabel
            control={
              <Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            }
            label="I understand that this cannot be undone"
          />
        </Stack>
      </DialogContent>
      <DialogButtons>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!understood}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy ? 'Disposing…' : `Dispose of ${casesInWords(count)}`}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
