import { WARNING_NOTE_TEXT_MAX_LENGTH, type WarningNote } from '@casekeeper/contract';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { LongTextField } from '@/components/long-text-field';
import { SelectInput } from '@/components/select-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAddWarningNoteMutation, useUpdateWarningNoteMutation } from '../api/warning-notes-api';
import {
  SUBJECT_OPTIONS,
  TYPE_OPTIONS,
  warningNoteFormSchema,
  warningNoteFormValues,
  type WarningNoteFormFields,
} from '../lib/warning-note-form';

type WarningNoteDialogProps = {
  caseId: number;
  /** The note to change; null to add one. */
  note: WarningNote | null;
  onClose: () => void;
};

/** Adds a warning note to a case, or changes one: what it is about, its type, what to know, and when to review it. */
export function WarningNoteDialog({ caseId, note, onClose }: WarningNoteDialogProps) {
  const form = useContractForm({ defaultValues: warningNoteFormValues(note), schema: warningNoteFormSchema });
  const [addNote] = useAddWarningNoteMutation();
  const [updateNote] = useUpdateWarningNoteMutation();

  const send = async (fields: WarningNoteFormFields) => {
    if (note) await updateNote({ body: { ...fields, id: note.id, version: note.version } }).unwrap();
    else await addNote({ body: { ...fields, caseId } }).unwrap();
    onClose();
  };

  return (
    <FormDialog
      title={note ? 'Change the warning note' : 'Add a warning note'}
      form={form}
      onSave={send}
      saveLabel={note ? 'Save note' : 'Add note'}
      onClose={onClose}
    >
      <SelectInput
        id="warning-note-type"
        label="Type of warning"
        required
        options={TYPE_OPTIONS}
        {...form.field('type')}
      />
      <SelectInput
        id="warning-note-subject"
        label="About"
        required
        options={SUBJECT_OPTIONS}
        {...form.field('subject')}
      />
      <LongTextField
        id="warning-note-text"
        label="What staff must know"
        required
        hint={`Shown on the case and before every visit; never to the applicant. At most ${WARNING_NOTE_TEXT_MAX_LENGTH} characters.`}
        {...form.field('text')}
      />
      <LabelledInput
        id="warning-note-review-on"
        label="Review by"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Today or later, for example 31/03/2027. You are alarmed once it has passed."
        {...form.field('reviewOn')}
      />
    </FormDialog>
  );
}
