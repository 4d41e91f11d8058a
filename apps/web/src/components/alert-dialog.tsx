import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';

export type AlertMessage = { title: string; message?: string };

type AlertDialogProps = { alert: AlertMessage | null; onClose: () => void };

/** Something went wrong that the user must see: a modal alert they acknowledge with OK. */
export function AlertDialog({ alert, onClose }: AlertDialogProps) {
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog
      open={alert !== null}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={alert?.message ? textId : undefined}
    >
      <DialogTitle id={titleId}>{alert?.title}</DialogTitle>
      {alert?.message && (
        <DialogContent>
          <DialogContentText id={textId}>{alert.message}</DialogContentText>
        </DialogContent>
      )}
      <DialogButtons>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
