import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import type { FramedForm } from '@/components/form-frame';
import { FormMessage } from '@/components/form-message';
import { StaleRecordAlert } from '@/components/stale-record-alert';

type GrantFormDialogProps<TOut> = {
  title: string;
  form: FramedForm<TOut>;
  onSave: (values: TOut) => Promise<void>;
  saveLabel: string;
  onClose: () => void;
  /** Someone else changed the grant first: Reload reads it again, and Save then saves over it. */
  stale: boolean;
  onReload: () => void;
  children: ReactNode;
};

/** A form of the grant (an item of works, a quote, a reason) in a dialog: the whole screen on a phone. */
export function GrantFormDialog<TOut>({
  title,
  form,
  onSave,
  saveLabel,
  onClose,
  stale,
  onReload,
  children,
}: GrantFormDialogProps<TOut>) {
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
            {stale && <StaleRecordAlert onReload={onReload} />}
            <FormMessage message={form.formError} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" aria-disabled={form.busy}>
            {form.busy ? 'Saving…' : saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
