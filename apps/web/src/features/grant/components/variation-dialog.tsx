import {
  grantEndpoints,
  VARIATION_REASON_MAX_LENGTH,
  VARIATION_TEXT_MAX_LENGTH,
  type CaseGrant,
  type Variation,
} from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DirectionAmountFields } from '@/components/direction-amount-fields';
import { LabelledInput } from '@/components/labelled-input';
import { LongTextField } from '@/components/long-text-field';
import { UploadField } from '@/components/upload-field';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { useChosenFile } from '@/lib/forms/use-chosen-file';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAddVariationMutation } from '../api/grant-api';
import { useGrantFile } from '../hooks/use-grant-file';
import { useGrantFormSave, type ReloadGrant } from '../hooks/use-grant-form-save';
import { grantFileFailure } from '../lib/grant-file-failure';
import { StaleGrant } from '../lib/grant-failure';
import { costChangeText } from '../lib/variation-words';
import {
  COST_DIRECTION_WORDS,
  costAmountLabel,
  EMPTY_VARIATION,
  variationFormSchema,
  type VariationFields,
} from '../lib/variation-form';
import { GrantFormDialog } from './grant-form-dialog';

type VariationDialogProps = { grant: CaseGrant; onClose: () => void; onReload: ReloadGrant };

/**
 * Records a variation of the approved grant: what is added and removed, which way the cost moves
 * and by how much, why, and a document if one is chosen (uploaded once the variation is saved).
 * A variation has no change of its own, so once recorded a refused document is only tried again.
 */
export function VariationDialog({ grant, onClose, onReload }: VariationDialogProps) {
  const form = useContractForm({ defaultValues: EMPTY_VARIATION, schema: variationFormSchema });
  const { save, stale, markStale, reload } = useGrantFormSave(grant, 'variation', onReload);
  const [addVariation] = useAddVariationMutation();
  const { attach, progress } = useGrantFile(grantEndpoints.variationFile, grant.caseId);
  const [recorded, setRecorded] = useState<Variation | null>(null);
  const chosen = useChosenFile();
  const { file } = chosen;
  const caseId = grant.caseId;

  const record = async (fields: VariationFields) => {
    const { data } = await save((version) =>
      addVariation({ params: { caseId }, body: { version, variation: fields } }).unwrap(),
    );
    const known = new Set(grant.variations.map((kept) => kept.id));
    const now = data.variations.find((kept) => !known.has(kept.id)) ?? null;
    setRecorded(now);
    return { variation: now, version: data.version };
  };

  const send = async (fields: VariationFields) => {
    const { variation, version } = recorded
      ? { variation: recorded, version: grant.version }
      : await record(fields);
    if (file && variation) {
      try {
        await attach(variation.id, version, file);
      } catch (error) {
        const failure = grantFileFailure(error);
        if (failure instanceof StaleGrant) markStale();
        else if (failure instanceof SubmitFailure) chosen.setError(failure.fields.file ?? failure.message);
        throw new SubmitFailure({
          message: 'The variation is recorded, but its document was not attached: see below, then try again.',
          fields: {},
        });
      }
    }
    onClose();
  };

  return (
    <GrantFormDialog
      title={recorded ? 'Attach the variation’s document' : 'Record a variation'}
      form={form}
      onSave={send}
      saveLabel={recorded ? 'Attach document' : 'Record variation'}
      onClose={onClose}
      stale={stale}
      onReload={() => void reload()}
    >
      {recorded ? (
        <Typography>
          Variation recorded: {costChangeText(recorded.costChangePence)}. {recorded.reason}
        </Typography>
      ) : (
        <>
          <LongTextField
            id="variation-added"
            label="What is added"
            hint={`Optional. For example: a grab rail beside the shower. At most ${VARIATION_TEXT_MAX_LENGTH} characters.`}
            {...form.field('worksAdded')}
          />
          <LongTextField
            id="variation-removed"
            label="What is removed"
            hint={`Optional. For example: the second handrail on the stairs. At most ${VARIATION_TEXT_MAX_LENGTH} characters.`}
            {...form.field('worksRemoved')}
          />
          <DirectionAmountFields
            id="variation"
            legend="Does the cost change?"
            choices={COST_DIRECTION_WORDS}
            row
            control={form.control}
            direction={form.field('costDirection')}
            amount={form.field('costChangePence')}
            amountLabel={costAmountLabel}
            amountHint="In pounds and pence: for example 185.00."
            onAmountTidied={(tidied) => form.setValue('costChangePence', tidied)}
          />
          <LabelledInput
            id="variation-reason"
            label="Why the works or their cost change"
            required
            autoComplete="off"
            hint={`For example: the occupational therapist asked for a rail at the second visit. At most ${VARIATION_REASON_MAX_LENGTH} characters.`}
            {...form.field('reason')}
          />
        </>
      )}
      <UploadField
        id="variation-file"
        label="Variation document"
        required={false}
        chosen={chosen}
        progress={progress}
      />
    </GrantFormDialog>
  );
}
