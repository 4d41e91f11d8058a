import Stack from '@mui/material/Stack';
import type { ReactNode, SubmitEvent } from 'react';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';

/** What the form shell needs of a contract form (useContractForm). */
type RecordFormState<TOut> = {
  busy: boolean;
  formError: string | null;
  isDirty: boolean;
  submit: (send: (values: TOut) => Promise<void>) => (event: SubmitEvent<HTMLFormElement>) => void;
};

type RecordFormProps<TOut> = {
  form: RecordFormState<TOut>;
  onSave: (values: TOut) => Promise<void>;
  /** The Save button's words, e.g. "Add contractor" or "Save changes". */
  saveLabel: string;
  cancelTo: string;
  children: ReactNode;
};

/** An add or edit form: the form's message above its fields, Save and Cancel below them. */
export function RecordForm<TOut>({ form, onSave, saveLabel, cancelTo, children }: RecordFormProps<TOut>) {
  return (
    <Stack component="form" spacing={2.5} noValidate aria-busy={form.busy} onSubmit={form.submit(onSave)}>
      <FormMessage message={form.formError} />
      {children}
      <FormActions
        label={saveLabel}
        busyLabel="Saving…"
        busy={form.busy}
        cancelTo={cancelTo}
        dirty={form.isDirty}
      />
    </Stack>
  );
}
