import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAddCaseLinkMutation } from '../api/linked-cases-api';
import {
  CASE_LINK_FORM_VALUES,
  caseLinkFormSchema,
  KIND_OPTIONS,
  type CaseLinkFormFields,
} from '../lib/case-link-form';

/** Links the case to another, found by its number, with how they are linked. */
export function AddCaseLinkDialog({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const form = useContractForm({ defaultValues: CASE_LINK_FORM_VALUES, schema: caseLinkFormSchema });
  const [addLink] = useAddCaseLinkMutation();

  const send = async (fields: CaseLinkFormFields) => {
    try {
      await addLink({ params: { caseId }, body: fields }).unwrap();
    } catch (error) {
      // The server's message beside the number (itself, already linked) or above the form (not found).
      throw toSubmitFailure(error);
    }
    onClose();
  };

  return (
    <FormDialog
      title="Link another case"
      form={form}
      onSave={send}
      saveLabel="Link case"
      busyLabel="Linking…"
      onClose={onClose}
    >
      <LabelledInput
        id="case-link-case-number"
        label="Case number"
        required
        autoComplete="off"
        hint="The other case's number, for example AMB-2026-00042."
        {...form.field('caseNumber')}
      />
      <SelectInput
        id="case-link-kind"
        label="How are they linked?"
        required
        options={KIND_OPTIONS}
        {...form.field('kind')}
      />
    </FormDialog>
  );
}
