import { SPEND_MESSAGES, type YearAllocation } from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { formatPence, tidyPounds } from '@/lib/money';
import { useSaveAllocationMutation } from '../api/spend-api';
import { useAllocationSave } from '../hooks/use-allocation-save';
import { allocationFormSchema, allocationFormValues } from '../lib/allocation-form';

type AllocationDialogProps = {
  /** The year's allocation as it is now: read again after a refusal, its version with it. */
  allocation: YearAllocation;
  onClose: () => void;
  onReload: () => Promise<unknown>;
};

const FIELD_OF_RULE = { [SPEND_MESSAGES.belowZero]: 'allocationPence' };

/** Records the year's allocation, or corrects it as first recorded (its in-year changes stay as they are). */
export function AllocationDialog({ allocation, onClose, onReload }: AllocationDialogProps) {
  const form = useContractForm({
    defaultValues: allocationFormValues(allocation),
    schema: allocationFormSchema(allocation),
  });
  const save = useAllocationSave(onReload, 'allocation', FIELD_OF_RULE);
  const [saveAllocation] = useSaveAllocationMutation();
  const amount = form.field('allocationPence');
  const recorded = allocation.allocationPence !== null;

  const send = async ({ allocationPence }: { allocationPence: number }) => {
    await save(() =>
      saveAllocation({
        params: { year: allocation.year },
        body: { version: allocation.version, allocationPence },
      }).unwrap(),
    );
    onClose();
  };

  return (
    <FormDialog
      title={recorded ? 'Correct the allocation' : 'Record the allocation'}
      form={form}
      onSave={send}
      saveLabel={recorded ? 'Save the correction' : 'Record the allocation'}
      onClose={onClose}
    >
      {recorded && allocation.changes.length > 0 && allocation.totalPence !== null && (
        <Typography>
          This corrects the allocation as first recorded. Its in-year changes stay as they are: with them the
          year&rsquo;s allocation is now {formatPence(allocation.totalPence)}.
        </Typography>
      )}
      <LabelledInput
        id="allocation-amount"
        label={`Allocation for ${allocation.label} (£)`}
        required
        inputMode="decimal"
        autoComplete="off"
        hint="In pounds and pence, before any in-year change: for example 1,200,000.00."
        {...amount}
        onBlur={(event) => {
          amount.onBlur(event);
          form.setValue('allocationPence', tidyPounds(event.target.value));
        }}
      />
    </FormDialog>
  );
}
