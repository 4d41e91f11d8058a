import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';

export type ConfirmRequest = {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for what cannot be undone from the screen (deleting). */
  destructive?: boolean;
  onConfirm: () => Promise<void>;
};

type ConfirmDialogProps = {
  request: ConfirmRequest | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a delete or a deactivation; the dialog takes the focus and Escape cancels. */
export function ConfirmDialog({ request, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog
      open={request !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{request?.message}</DialogContentText>
      </DialogContent>
      <DialogButtons>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={request?.destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          aria-disabled={busy}
        >
          {busy ? 'Working…' : request?.confirmLabel}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
