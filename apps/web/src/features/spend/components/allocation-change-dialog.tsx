import {
  ALLOCATION_REASON_MAX_LENGTH,
  financialYearRange,
  SPEND_MESSAGES,
  type AllocationChangeFields,
  type YearAllocation,
} from '@casekeeper/contract';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { WatchedValue } from '@/components/watched-value';
import { formatIsoDay } from '@/lib/format-date';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { tidyPounds } from '@/lib/money';
import { useAddAllocationChangeMutation } from '../api/spend-api';
import { useAllocationSave } from '../hooks/use-allocation-save';
import { amountLabel, changeFormSchema, changeFormValues } from '../lib/change-form';
import { ChangeDirectionFields } from './change-direction-fields';
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
  const amount = form.field('amountPence');
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
      <ChangeDirectionFields direction={form.field('direction')} />
      <WatchedValue control={form.control} name="direction">
        {(direction) => (
          <LabelledInput
            id="allocation-change-amount"
            label={amountLabel(direction)}
            required
            inputMode="decimal"
            autoComplete="off"
            hint="In pounds and pence: for example 150,000.00."
            {...amount}
            onBlur={(event) => {
              amount.onBlur(event);
              form.setValue('amountPence', tidyPounds(event.target.value));
            }}
          />
        )}
      </WatchedValue>
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
