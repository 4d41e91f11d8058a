import { clockDefinitionSchema, type ClockDefinition } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { changedFields, ConflictAlert } from '@/components/conflict-alert';
import { LabelledInput } from '@/components/labelled-input';
import { RecordForm } from '@/components/record-form';
import { SelectInput } from '@/components/select-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useVersionedSave } from '@/lib/forms/use-versioned-save';
import {
  clockFormSchema,
  clockFormValues,
  START_STATUS_OPTIONS,
  statusName,
  STOP_STATUS_OPTIONS,
  type ClockFields,
} from '../lib/clock-form-schema';
import { limitText } from '../lib/clock-words';
import { CLOCKS_RECOMPUTING_STATE } from '../lib/recomputing-notice';

const LIMIT_UNITS = [
  { value: 'WORKING_DAYS', label: 'Working days' },
  { value: 'CALENDAR_MONTHS', label: 'Calendar months' },
];
const ON_HOLD = [
  { value: 'no', label: 'No: it keeps counting while the case is on hold' },
  { value: 'yes', label: 'Yes: time on hold does not count' },
];

/** What someone else may have changed meanwhile, as the settings page shows it. */
const CLOCK_FIELDS = [
  { label: 'Name', text: (clock: ClockDefinition) => clock.name },
  { label: 'Starts at', text: (clock: ClockDefinition) => statusName(clock.startStatusId) },
  { label: 'Stops at', text: (clock: ClockDefinition) => statusName(clock.stopStatusId) },
  { label: 'Limit', text: (clock: ClockDefinition) => limitText(clock.limit, clock.limitUnit) },
  {
    label: 'Limit for urgent cases',
    text: (clock: ClockDefinition) =>
      clock.urgentLimit === null ? 'the same' : limitText(clock.urgentLimit, clock.limitUnit),
  },
  { label: 'Amber at', text: (clock: ClockDefinition) => `${clock.amberAtPercent}%` },
  { label: 'Red at', text: (clock: ClockDefinition) => `${clock.redAtPercent}%` },
  { label: 'Paused by On hold', text: (clock: ClockDefinition) => (clock.pausedByOnHold ? 'yes' : 'no') },
];

type ClockDefinitionFormProps = {
  /** The clock as read; null for a new one. */
  clock: ClockDefinition | null;
  backTo: string;
  /** Sends the fields, with the version to save over (none for a new clock). */
  send: (fields: ClockFields, version: number | undefined) => Promise<{ message: string }>;
  onReload: () => void;
};

/** A clock's name, start and stop, limits and thresholds, checked by the contract's rules. */
export function ClockDefinitionForm({ clock, backTo, send, onReload }: ClockDefinitionFormProps) {
  const form = useContractForm({ defaultValues: clockFormValues(clock), schema: clockFormSchema });
  const { save, conflict, keepMine, forgetConflict } = useVersionedSave(
    clock,
    clockDefinitionSchema,
    backTo,
    CLOCKS_RECOMPUTING_STATE,
  );
  const unit = form.watch('limitUnit') === 'CALENDAR_MONTHS' ? 'calendar months' : 'working days';
  return (
    <RecordForm
      form={form}
      onSave={(fields) => save((version) => send(fields, version))}
      saveLabel={clock ? 'Save clock' : 'Add clock'}
      cancelTo={backTo}
    >
      {clock && conflict && (
        <ConflictAlert
          noun="clock"
          changed={changedFields(clock, conflict, CLOCK_FIELDS)}
          onReload={() => {
            forgetConflict();
            onReload();
          }}
          onKeepMine={keepMine}
        />
      )}
      <LabelledInput
        id="clock-name"
        label="Name"
        required
        autoComplete="off"
        hint="What officers will see on each case, such as Decision or Assessment visit."
        {...form.field('name')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <SelectInput
          id="clock-start"
          label="Starts when the case reaches"
          required
          options={START_STATUS_OPTIONS}
          hint="Or any later status."
          {...form.field('startStatusId')}
        />
        <SelectInput
          id="clock-stop"
          label="Stops when the case reaches"
          required
          options={STOP_STATUS_OPTIONS}
          hint="Or any later status."
          {...form.field('stopStatusId')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <SelectInput
          id="clock-unit"
          label="Counted in"
          required
          options={LIMIT_UNITS}
          {...form.field('limitUnit')}
        />
        <LabelledInput
          id="clock-limit"
          label="Limit"
          required
          inputMode="numeric"
          autoComplete="off"
          hint={`In ${unit}.`}
          {...form.field('limit')}
        />
        <LabelledInput
          id="clock-urgent-limit"
          label="Limit for urgent cases"
          inputMode="numeric"
          autoComplete="off"
          hint="Optional. Blank: the same limit."
          {...form.field('urgentLimit')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="clock-amber"
          label="Amber at (%)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="The share of the limit used when it turns amber."
          {...form.field('amberAtPercent')}
        />
        <LabelledInput
          id="clock-red"
          label="Red at (%)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="100: red on the due date itself."
          {...form.field('redAtPercent')}
        />
      </Stack>
      <SelectInput
        id="clock-on-hold"
        label="Does On hold pause it?"
        required
        options={ON_HOLD}
        hint="A paused clock's due date moves out by the time the case spends on hold."
        {...form.field('pausedByOnHold')}
      />
    </RecordForm>
  );
}
