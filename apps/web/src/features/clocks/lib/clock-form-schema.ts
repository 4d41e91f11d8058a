import {
  APPLICATION_STATUSES,
  CLOCK_START_STATUSES,
  CLOCK_STOP_STATUSES,
  clockDefinitionFieldsSchema,
  type ClockDefinition,
} from '@casekeeper/contract';
import type { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';

/** What the clock form shows: text, as typed or chosen. */
export type ClockFormValues = {
  name: string;
  startStatusId: string;
  stopStatusId: string;
  limitUnit: string;
  limit: string;
  urgentLimit: string;
  amberAtPercent: string;
  redAtPercent: string;
  pausedByOnHold: string;
};

export type ClockFields = z.output<typeof clockDefinitionFieldsSchema>;

/** Blank is no number (the contract asks for one); anything else is read as a number, or NaN. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The form's text as the contract's request, checked with the contract's own rules and messages. */
export const clockFormSchema = formSchema(
  (values: ClockFormValues) => ({
    name: values.name,
    startStatusId: numberOf(values.startStatusId),
    stopStatusId: numberOf(values.stopStatusId),
    limitUnit: values.limitUnit === '' ? undefined : values.limitUnit,
    limit: numberOf(values.limit),
    // Blank: urgent cases have the same limit as any other.
    urgentLimit: values.urgentLimit.trim() === '' ? null : numberOf(values.urgentLimit),
    amberAtPercent: numberOf(values.amberAtPercent),
    redAtPercent: numberOf(values.redAtPercent),
    pausedByOnHold: values.pausedByOnHold === 'yes',
  }),
  clockDefinitionFieldsSchema,
);

/** A new clock starts from the defaults' thresholds; a clock read starts from itself. */
export function clockFormValues(clock: ClockDefinition | null): ClockFormValues {
  return {
    name: clock?.name ?? '',
    startStatusId: clock ? String(clock.startStatusId) : '',
    stopStatusId: clock ? String(clock.stopStatusId) : '',
    limitUnit: clock?.limitUnit ?? 'WORKING_DAYS',
    limit: clock ? String(clock.limit) : '',
    urgentLimit: clock?.urgentLimit === null || !clock ? '' : String(clock.urgentLimit),
    amberAtPercent: String(clock?.amberAtPercent ?? 75),
    redAtPercent: String(clock?.redAtPercent ?? 100),
    pausedByOnHold: clock?.pausedByOnHold ? 'yes' : 'no',
  };
}

export const statusName = (id: number): string =>
  APPLICATION_STATUSES.find((status) => status.id === id)?.name ?? `Status ${id}`;

const statusOptions = (ids: readonly number[]) => [
  { value: '', label: 'Choose a status' },
  ...ids.map((id) => ({ value: String(id), label: statusName(id) })),
];
export const START_STATUS_OPTIONS = statusOptions(CLOCK_START_STATUSES);
export const STOP_STATUS_OPTIONS = statusOptions(CLOCK_STOP_STATUSES);
