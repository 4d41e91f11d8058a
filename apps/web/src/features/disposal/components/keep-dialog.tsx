import {
  DISPOSAL_KEEP_REASON_LABELS,
  DISPOSAL_KEEP_REASONS,
  DISPOSAL_KEEP_YEARS_MAX,
  type DisposalReviewRow,
} from '@casekeeper/contract';
import { toast } from 'react-toastify';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { LongTextField } from '@/components/long-text-field';
import { SelectInput } from '@/components/select-input';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useKeepCaseMutation } from '../api/disposal-api';
import { emptyKeepForm, keepFormSchema } from '../lib/keep-form';

const REASONS = [
  { value: '', label: 'Choose a reason' },
  ...DISPOSAL_KEEP_REASONS.map((reason) => ({ value: reason, label: DISPOSAL_KEEP_REASON_LABELS[reason] })),
];

/** Keeps a case past its retention date: why, and until when (then it comes back to the review). */
export function KeepDialog({
  row,
  onClose,
  onKept,
}: {
  row: DisposalReviewRow;
  onClose: () => void;
  onKept: () => void;
}) {
  const form = useContractForm({ defaultValues: emptyKeepForm, schema: keepFormSchema(row.caseId) });
  const [keepCase] = useKeepCaseMutation();
  const save = async (body: Parameters<typeof keepCase>[0]['body']) => {
    try {
      const kept = await keepCase({ body }).unwrap();
      toast.success(kept.message);
      onKept();
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };
  return (
    <FormDialog
      title={`Keep case ${row.caseNumber}`}
      form={form}
      onSave={save}
      saveLabel="Keep the case"
      onClose={onClose}
    >
      <SelectInput id="keep-reason" label="Reason" required options={REASONS} {...form.field('reason')} />
      <LongTextField
        id="keep-note"
        label="Note"
        hint="Required when the reason is Other: say why it is kept."
        {...form.field('note')}
      />
      <LabelledInput
        id="keep-until"
        label="Keep until"
        type="date"
        required
        hint={`A day after today, within ${DISPOSAL_KEEP_YEARS_MAX} years. The case comes back to the review the day after.`}
        {...form.field('keptUntil')}
      />
    </FormDialog>
  );
}
