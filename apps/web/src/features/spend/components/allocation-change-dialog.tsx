import {
  ALLOCATION_REASON_MAX_LENGTH,
  financialYearRange,
  SPEND_MESSAGES,
  type AllocationChangeFields,
  type YearAllocation,
} from '@casekeeper/contract';
import { DirectionAmountFields } from '@/components/direction-amount-fields';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { formatIsoDay } from '@/lib/format-date';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAddAllocationChangeMutation } from '../api/spend-api';
import { useAllocationSave } from '../hooks/use-allocation-save';
import { amountLabel, CHANGE_DIRECTION_WORDS, changeFormSchema, changeFormValues } from '../lib/change-form';
import { ChangePreview } from './change-preview';

type AllocationChangeDialogProps = {
  /** The year's allocation as it is now (one is recorded): read again after a refusal, its version with it. */
  allocation: YearAllocation;
  onClose: () => void;
  onReload: () => Promise<unknown>;
};

const FIELD_OF_RULE = {
  [SPEND_MESSAGES.belowZero]: 'amountPence',
  [SPEND_MESSAGES.changeOutsideYear]: 'changedOn',
};

/** Records an in-year change of the allocation: more or less, how much, why and on which day. */
export function AllocationChangeDialog({ allocation, onClose, onReload }: AllocationChangeDialogProps) {
  const form = useContractForm({
    defaultValues: changeFormValues(allocation.year, new Date()),
    schema: changeFormSchema(allocation),
  });
  const save = useAllocationSave(onReload, 'change', FIELD_OF_RULE);
  const [addChange] = useAddAllocationChangeMutation();
  const { from, to } = financialYearRange(allocation.year);

  const send = async (change: AllocationChangeFields) => {
    await save(() =>
      addChange({
        params: { year: allocation.year },
        body: { version: allocation.version, change },
      }).unwrap(),
    );
    onClose();
  };

  return (
    <FormDialog
      title={`Add an in-year change to ${allocation.label}`}
      form={form}
      onSave={send}
      saveLabel="Record the change"
      onClose={onClose}
    >
      <DirectionAmountFields
        id="allocation-change"
        legend="Does the allocation go up or down?"
        choices={CHANGE_DIRECTION_WORDS}
        control={form.control}
        direction={form.field('direction')}
        amount={form.field('amountPence')}
        amountLabel={amountLabel}
        amountHint="In pounds and pence: for example 150,000.00."
        onAmountTidied={(tidied) => form.setValue('amountPence', tidied)}
      />
      <ChangePreview control={form.control} totalPence={allocation.totalPence ?? 0} />
      <LabelledInput
        id="allocation-change-reason"
        label="Why the allocation changes"
        required
        autoComplete="off"
        hint={`For example: in-year top-up from the Better Care Fund. At most ${ALLOCATION_REASON_MAX_LENGTH} characters.`}
        {...form.field('reason')}
      />
      <LabelledInput
        id="allocation-change-day"
        label="Date of the change"
        required
        inputMode="numeric"
        autoComplete="off"
        hint={`Within the year: from ${formatIsoDay(from)} to ${formatIsoDay(to)}.`}
        {...form.field('changedOn')}
      />
    </FormDialog>
  );
}
