import {
  rejectVariationRequestSchema,
  VARIATION_REASON_MAX_LENGTH,
  type CaseGrant,
  type Variation,
} from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { LabelledInput } from '@/components/labelled-input';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useRejectVariationMutation } from '../api/grant-api';
import { useGrantFormSave, type ReloadGrant } from '../hooks/use-grant-form-save';
import { costChangeText } from '../lib/variation-words';
import { GrantFormDialog } from './grant-form-dialog';

type RejectVariationDialogProps = {
  grant: CaseGrant;
  variation: Variation;
  /** Its place in the list, as the list names it. */
  number: number;
  onClose: () => void;
  onReload: ReloadGrant;
};

const reasonFormSchema = formSchema(
  (values: { reason: string }) => values,
  rejectVariationRequestSchema.pick({ reason: true }),
);

/** Rejects a variation awaiting approval, saying why; the approved total stays as it was. */
export function RejectVariationDialog({
  grant,
  variation,
  number,
  onClose,
  onReload,
}: RejectVariationDialogProps) {
  const form = useContractForm({ defaultValues: { reason: '' }, schema: reasonFormSchema });
  const { save, stale, reload } = useGrantFormSave(grant, 'variation', onReload);
  const [rejectVariation] = useRejectVariationMutation();

  const send = async ({ reason }: { reason: string }) => {
    await save((version) =>
      rejectVariation({
        params: { caseId: grant.caseId },
        body: { version, id: variation.id, reason },
      }).unwrap(),
    );
    onClose();
  };

  return (
    <GrantFormDialog
      title={`Reject variation ${number}?`}
      form={form}
      onSave={send}
      saveLabel="Reject variation"
      onClose={onClose}
      stale={stale}
      onReload={() => void reload()}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {costChangeText(variation.costChangePence)}, recorded by {variation.recorded.name}: {variation.reason}
      </Typography>
      <LabelledInput
        id="variation-rejection-reason"
        label="Why the variation is rejected"
        required
        autoComplete="off"
        hint={`The officer who recorded it sees this. At most ${VARIATION_REASON_MAX_LENGTH} characters.`}
        {...form.field('reason')}
      />
    </GrantFormDialog>
  );
}
