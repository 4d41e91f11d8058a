import {
  WARNING_NOTE_SUBJECT_LABELS,
  WARNING_NOTE_SUBJECTS,
  WARNING_NOTE_MESSAGES,
  WARNING_NOTE_TYPE_LABELS,
  WARNING_NOTE_TYPES,
  warningNoteFieldsSchema,
  type WarningNote,
} from '@casekeeper/contract';
import type { z } from 'zod';
import { formatIsoDay } from '@/lib/format-date';
import { formSchema } from '@/lib/forms/form-schema';
import { londonDayOf } from '@/lib/london-day';
import { ukDateToIso } from '@/lib/uk-date';

/** What the note form shows: text, as typed or chosen. */
export type WarningNoteFormValues = { subject: string; type: string; text: string; reviewOn: string };

export type WarningNoteFormFields = z.output<typeof warningNoteFieldsSchema>;

/** The form's text as the contract's fields: the review date typed the British way. */
export const warningNoteFormSchema = formSchema(
  (values: WarningNoteFormValues) => ({ ...values, reviewOn: ukDateToIso(values.reviewOn) }),
  // The server refuses a past date too (its today decides); saying so here saves a round trip.
  warningNoteFieldsSchema.refine((fields) => fields.reviewOn >= londonDayOf(new Date()), {
    path: ['reviewOn'],
    error: WARNING_NOTE_MESSAGES.reviewOnPast,
  }),
);

export function warningNoteFormValues(note: WarningNote | null): WarningNoteFormValues {
  return {
    subject: note?.subject ?? 'CLIENT',
    type: note?.type ?? '',
    text: note?.text ?? '',
    reviewOn: note ? formatIsoDay(note.reviewOn) : '',
  };
}

export const TYPE_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...WARNING_NOTE_TYPES.map((type) => ({ value: type, label: WARNING_NOTE_TYPE_LABELS[type] })),
];

export const SUBJECT_OPTIONS = WARNING_NOTE_SUBJECTS.map((subject) => ({
  value: subject,
  label: WARNING_NOTE_SUBJECT_LABELS[subject],
}));
