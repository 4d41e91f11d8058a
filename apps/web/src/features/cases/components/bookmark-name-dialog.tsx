import { addBookmarkFilterRequestSchema } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { useContractForm } from '@/lib/forms/use-contract-form';

const nameSchema = addBookmarkFilterRequestSchema.pick({ name: true });

type BookmarkNameDialogProps = {
  title: string;
  saveLabel: string;
  initialName: string;
  onCancel: () => void;
  /** Saves under the name; a thrown failure (a taken name) shows on the field. */
  onSave: (name: string) => Promise<void>;
};

/** Asks for a saved filter's name, checked by the contract's rule before it is sent. */
export function BookmarkNameDialog({
  title,
  saveLabel,
  initialName,
  onCancel,
  onSave,
}: BookmarkNameDialogProps) {
  const titleId = useId();
  const form = useContractForm({ defaultValues: { name: initialName }, schema: nameSchema });
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={form.submit(({ name }) => onSave(name))}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormMessage message={form.formError} />
          <LabelledInput
            id={`${titleId}-name`}
            label="Name"
            hint="For example: My urgent assessments"
            required
            {...form.field('name')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.busy}>
            {saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
