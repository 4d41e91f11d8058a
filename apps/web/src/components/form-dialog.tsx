import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import type { FramedForm } from '@/components/form-frame';
import { FormMessage } from '@/components/form-message';
import { DialogButtons } from '@/components/dialog-buttons';

type FormDialogProps<TOut> = {
  title: string;
  form: FramedForm<TOut>;
  onSave: (values: TOut) => Promise<void>;
  saveLabel: string;
  /** The save button's words while it runs (default "Saving…"). */
  busyLabel?: string;
  onClose: () => void;
  /** Above the form's error message: news the form must give first (a record changed meanwhile). */
  notice?: ReactNode;
  children: ReactNode;
};

/** A small form of a record (an item, a quote, a payment's decision) in a dialog: the whole screen on a phone. */
export function FormDialog<TOut>({
  title,
  form,
  onSave,
  saveLabel,
  busyLabel = 'Saving…',
  onClose,
  notice,
  children,
}: FormDialogProps<TOut>) {
  const titleId = useId();
  const phone = useCardLayout();
  return (
    <Dialog
      open
      onClose={form.busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <form noValidate aria-busy={form.busy} onSubmit={form.submit(onSave)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {notice}
            <FormMessage message={form.formError} />
            {children}
          </Stack>
        </DialogContent>
        <DialogButtons>
          <Button onClick={onClose} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" aria-disabled={form.busy}>
            {form.busy ? busyLabel : saveLabel}
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
