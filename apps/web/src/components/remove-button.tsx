import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';
import { FormMessage } from '@/components/form-message';
import { toApiFailure } from '@/lib/api/api-failure';

type RemoveButtonProps = {
  /** What the small "Remove" button says to a screen reader: which thing it removes. */
  label: string;
  icon?: ReactNode;
  title: string;
  /** What removing it changes, in the dialog. */
  consequence: ReactNode;
  confirmLabel: string;
  /** Resolves once removed; a refusal is shown in the dialog, which stays open. */
  remove: () => Promise<unknown>;
  busy: boolean;
};

/** A small "Remove" that asks first, with what removing changes, and says why if it was refused. */
export function RemoveButton({
  label,
  icon,
  title,
  consequence,
  confirmLabel,
  remove,
  busy,
}: RemoveButtonProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await remove();
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
        aria-label={label}
        startIcon={icon}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 44 }}
      >
        Remove
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormMessage message={failure} />
          <DialogContentText>{consequence}</DialogContentText>
        </DialogContent>
        <DialogButtons>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" color="error" aria-disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Removing…' : confirmLabel}
          </Button>
        </DialogButtons>
      </Dialog>
    </>
  );
}
