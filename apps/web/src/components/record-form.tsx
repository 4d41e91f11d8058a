import type { ReactNode } from 'react';
import { FormActions } from './form-actions';
import { FormFrame, type FramedForm } from './form-frame';

type RecordFormProps<TOut> = {
  form: FramedForm<TOut> & { isDirty: boolean };
  onSave: (values: TOut) => Promise<void>;
  /** The Save button's words, e.g. "Add contractor" or "Save changes". */
  saveLabel: string;
  cancelTo: string;
  children: ReactNode;
};

/** An add or edit form: the form's message above its fields, Save and Cancel below them. */
export function RecordForm<TOut>({ form, onSave, saveLabel, cancelTo, children }: RecordFormProps<TOut>) {
  return (
    <FormFrame form={form} onSubmit={onSave}>
      {children}
      <FormActions
        label={saveLabel}
        busyLabel="Saving…"
        busy={form.busy}
        cancelTo={cancelTo}
        dirty={form.isDirty}
      />
    </FormFrame>
  );
}
