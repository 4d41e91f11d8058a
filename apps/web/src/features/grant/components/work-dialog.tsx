import {
  WORK_DESCRIPTION_MAX_LENGTH,
  type AuthorityChoice,
  type CaseGrant,
  type Work,
} from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { LabelledInput } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { WatchedValue } from '@/components/watched-value';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAddWorkMutation, useUpdateWorkMutation } from '../api/grant-api';
import { useGrantFormSave, type ReloadGrant } from '../hooks/use-grant-form-save';
import { workFormSchema, workFormValues, type WorkFields } from '../lib/work-form';
import { GrantFormDialog } from './grant-form-dialog';

type WorkDialogProps = {
  grant: CaseGrant;
  /** The item to change; null to add one at the end of the schedule. */
  work: Work | null;
  /** The authority's adaptation types, retired ones included. */
  adaptationTypes: readonly AuthorityChoice[];
  onClose: () => void;
  onReload: ReloadGrant;
};

const RECOMMENDED = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

/** The types offered: those in use, and the item's own even if retired since. */
function typeOptions(types: readonly AuthorityChoice[], work: Work | null) {
  const offered = types.filter((type) => type.isActive || type.id === work?.adaptationTypeId);
  return [
    { value: '', label: 'Choose a type' },
    ...offered.map((type) => ({
      value: String(type.id),
      label: type.isActive ? type.name : `${type.name} (no longer in use)`,
    })),
  ];
}

/** Adds an item to the schedule of works, or changes one: its type, what and where, and any OT recommendation. */
export function WorkDialog({ grant, work, adaptationTypes, onClose, onReload }: WorkDialogProps) {
  const form = useContractForm({ defaultValues: workFormValues(work), schema: workFormSchema });
  const { save, stale, reload } = useGrantFormSave(grant, 'work', onReload);
  const [addWork] = useAddWorkMutation();
  const [updateWork] = useUpdateWorkMutation();
  const caseId = grant.caseId;

  const send = async (fields: WorkFields) => {
    await save((version) =>
      work
        ? updateWork({ params: { caseId }, body: { version, id: work.id, work: fields } }).unwrap()
        : addWork({ params: { caseId }, body: { version, work: fields } }).unwrap(),
    );
    onClose();
  };

  return (
    <GrantFormDialog
      title={work ? 'Change the item of works' : 'Add an item of works'}
      form={form}
      onSave={send}
      saveLabel={work ? 'Save item' : 'Add item'}
      onClose={onClose}
      stale={stale}
      onReload={() => void reload()}
    >
      <SelectInput
        id="work-type"
        label="Type of adaptation"
        required
        options={typeOptions(adaptationTypes, work)}
        {...form.field('adaptationTypeId')}
      />
      <LabelledInput
        id="work-description"
        label="What the works are"
        required
        autoComplete="off"
        hint={`For example: replace the bath with a level-access shower. At most ${WORK_DESCRIPTION_MAX_LENGTH} characters.`}
        {...form.field('description')}
      />
      <LabelledInput
        id="work-location"
        label="Room or location"
        autoComplete="off"
        hint="Optional. For example: first-floor bathroom."
        {...form.field('location')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <SelectInput
          id="work-ot"
          label="Recommended by an occupational therapist?"
          options={RECOMMENDED}
          {...form.field('otRecommended')}
        />
        <WatchedValue control={form.control} name="otRecommended">
          {(recommended) =>
            recommended === 'yes' && (
              <LabelledInput
                id="work-ot-date"
                label="Date recommended"
                inputMode="numeric"
                autoComplete="off"
                hint="Optional. For example 02/03/2026."
                {...form.field('otRecommendedOn')}
              />
            )
          }
        </WatchedValue>
      </Stack>
    </GrantFormDialog>
  );
}
