import {
  ACTION_TYPES,
  APPLICATION_STATUSES,
  BULK_ACTION_LABELS,
  STATUS_ID,
  type BulkActionRequest,
} from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { LongTextField } from '@/components/long-text-field';
import { SelectInput } from '@/components/select-input';
import { paths } from '@/config/paths';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useGetBulkOfficerChoicesQuery, useStartBulkRunMutation } from '../api/bulk-actions-api';
import { bulkActionFormSchema, emptyBulkActionForm, type BulkActionKind } from '../lib/bulk-action-form';
import type { ChosenCases } from '../lib/chosen-cases';

const STATUS_OPTIONS = [
  { value: '', label: 'Choose a status' },
  ...APPLICATION_STATUSES.filter((status) => status.id !== STATUS_ID.REFUSED).map((status) => ({
    value: String(status.id),
    label: status.name,
  })),
];

const TYPE_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...ACTION_TYPES.map((type) => ({ value: type, label: type })),
];

const HINTS: Record<BulkActionKind, string> = {
  REASSIGN: 'Each case moves to this officer. A restricted case moves only to someone it names.',
  CHANGE_STATUS:
    'Each case moves only where its status may move to this one; the others are listed as refused, with why. Refuse cases one at a time.',
  ADD_ACTION_ITEM: "Each case gets this item in its 'Bulk actions' diary, due at 09:00 on the day.",
};

type BulkActionDialogProps = {
  kind: BulkActionKind;
  selection: ChosenCases;
  count: number;
  onClose: () => void;
};

/** The chosen action's few fields; on submit the job starts and its progress page opens. */
export function BulkActionDialog({ kind, selection, count, onClose }: BulkActionDialogProps) {
  const form = useContractForm({ defaultValues: emptyBulkActionForm, schema: bulkActionFormSchema(kind) });
  const [startRun] = useStartBulkRunMutation();
  const officers = useGetBulkOfficerChoicesQuery(undefined, { skip: kind !== 'REASSIGN' });
  const navigate = useNavigate();
  const cases = `${count.toLocaleString('en-GB')} ${count === 1 ? 'case' : 'cases'}`;

  const save = async (action: BulkActionRequest) => {
    try {
      const started = await startRun({ body: { selection, action } }).unwrap();
      toast.success(started.message);
      void navigate(paths.authority.bulkRun.href(started.data.id));
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };

  return (
    <FormDialog
      title={`${BULK_ACTION_LABELS[kind]}: ${cases}`}
      form={form}
      onSave={save}
      saveLabel={`${BULK_ACTION_LABELS[kind]} (${cases})`}
      busyLabel="Starting…"
      onClose={onClose}
    >
      <Typography sx={{ color: 'text.secondary' }}>{HINTS[kind]}</Typography>
      {kind === 'REASSIGN' && (
        <SelectInput
          id="bulk-officer"
          label="Officer"
          required
          options={[
            { value: '', label: officers.isLoading ? 'Loading officers…' : 'Choose an officer' },
            ...(officers.data?.officers ?? []).map((officer) => ({
              value: String(officer.id),
              label: officer.name,
            })),
          ]}
          {...form.field('officerId')}
        />
      )}
      {kind === 'CHANGE_STATUS' && (
        <>
          <SelectInput
            id="bulk-status"
            label="New status"
            required
            options={STATUS_OPTIONS}
            {...form.field('statusId')}
          />
          <LongTextField id="bulk-note" label="Note (optional)" {...form.field('note')} />
        </>
      )}
      {kind === 'ADD_ACTION_ITEM' && (
        <>
          <SelectInput
            id="bulk-prefix"
            label="Type"
            required
            options={TYPE_OPTIONS}
            {...form.field('prefix')}
          />
          <LabelledInput
            id="bulk-description"
            label="Description"
            required
            autoComplete="off"
            hint="What is to be done. The alarm shows it."
            {...form.field('description')}
          />
          <LabelledInput id="bulk-due" label="Due" type="date" required {...form.field('scheduledAt')} />
          <LongTextField id="bulk-text" label="Note" {...form.field('text')} />
        </>
      )}
    </FormDialog>
  );
}
