import { z } from 'zod';
import { ACCESS } from './access-rules';
import { calendarDaySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, timestampSchema, versionSchema } from './records';
import { multiLineText } from './text';

/**
 * Warning notes (issue 38): what staff must know before a visit, on a case's client or its
 * address, with a date by which its author reviews it.
 */
export const WARNING_NOTE_TYPES = [
  'VIOLENT_OR_AGGRESSIVE',
  'ANIMALS',
  'LONE_WORKER_RISK',
  'SAFEGUARDING',
  'INFECTION_CONTROL',
  'ACCESS',
  'OTHER',
] as const;
export type WarningNoteType = (typeof WARNING_NOTE_TYPES)[number];

/** What a note is about: the person, or their home. */
export const WARNING_NOTE_SUBJECTS = ['CLIENT', 'ADDRESS'] as const;
export type WarningNoteSubject = (typeof WARNING_NOTE_SUBJECTS)[number];

/** Each type in plain words: the one place they are worded. */
export const WARNING_NOTE_TYPE_LABELS: Record<WarningNoteType, string> = {
  VIOLENT_OR_AGGRESSIVE: 'Violent or aggressive',
  ANIMALS: 'Animals',
  LONE_WORKER_RISK: 'Lone-worker risk',
  SAFEGUARDING: 'Safeguarding',
  INFECTION_CONTROL: 'Infection control',
  ACCESS: 'Access',
  OTHER: 'Other',
};

export const WARNING_NOTE_SUBJECT_LABELS: Record<WarningNoteSubject, string> = {
  CLIENT: 'The client',
  ADDRESS: 'The address',
};

export const WARNING_NOTE_TEXT_MAX_LENGTH = 1000;

export const WARNING_NOTE_MESSAGES = {
  added: 'Warning note added.',
  updated: 'Warning note saved.',
  removed: 'Warning note removed.',
  notFound: 'This warning note does not exist, or you do not have access to it.',
  textRequired: 'Enter what staff must know before a visit',
  textTooLong: `Use at most ${WARNING_NOTE_TEXT_MAX_LENGTH} characters`,
  typeRequired: 'Choose the type of warning',
  subjectRequired: 'Choose whether the warning is about the client or the address',
  reviewOnFormat: 'Enter the review date as a real date',
  reviewOnPast: 'Choose a review date of today or later',
  /** The diary the review alarms go in, and each alarm's words. */
  reviewDiaryTitle: 'Warning notes',
  reviewDiaryDescription: 'Reminders to review the warning notes on this case.',
  reviewAlarm: (typeLabel: string) => `Review warning note: ${typeLabel}`,
  // The note's own words stay on the note: a copy in a diary would outlive its removal.
  reviewAlarmText: (typeLabel: string, reviewOn: string) =>
    `The warning note "${typeLabel}" on this case was due for review on ${reviewOn}. Check it on the case page, then give it a new review date or remove it.`,
} as const;

/** What an officer types about a note; the server also refuses a review date before today (UK time). */
export const warningNoteFieldsSchema = z.object({
  subject: z.enum(WARNING_NOTE_SUBJECTS, { error: WARNING_NOTE_MESSAGES.subjectRequired }),
  type: z.enum(WARNING_NOTE_TYPES, { error: WARNING_NOTE_MESSAGES.typeRequired }),
  text: multiLineText({ error: WARNING_NOTE_MESSAGES.textRequired })
    .min(1, { error: WARNING_NOTE_MESSAGES.textRequired })
    .max(WARNING_NOTE_TEXT_MAX_LENGTH, { error: WARNING_NOTE_MESSAGES.textTooLong }),
  reviewOn: calendarDaySchema(WARNING_NOTE_MESSAGES.reviewOnFormat),
});
export type WarningNoteFields = z.input<typeof warningNoteFieldsSchema>;

/** `POST /warningNote/add`. */
export const addWarningNoteRequestSchema = warningNoteFieldsSchema.extend({ caseId: recordIdSchema });
export type AddWarningNoteRequest = z.input<typeof addWarningNoteRequestSchema>;

/** `POST /warningNote/update`: the fields again, with the version read. */
export const updateWarningNoteRequestSchema = warningNoteFieldsSchema.extend({
  id: recordIdSchema,
  version: versionSchema,
});
export type UpdateWarningNoteRequest = z.input<typeof updateWarningNoteRequestSchema>;

/** A current note, as staff see it. */
export const warningNoteSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  subject: z.enum(WARNING_NOTE_SUBJECTS),
  type: z.enum(WARNING_NOTE_TYPES),
  text: z.string(),
  reviewOn: z.string(),
  /** Whether the review date has passed (UK time). */
  reviewDue: z.boolean(),
  createdByName: z.string(),
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type WarningNote = z.output<typeof warningNoteSchema>;

/** A case's current notes, with whether the caller may add, change and remove them. */
export const warningNoteListSchema = z.object({
  notes: z.array(warningNoteSchema),
  can: z.object({ change: z.boolean() }),
});
export type WarningNoteList = z.output<typeof warningNoteListSchema>;

/** What the case list shows of a case's notes: its icon's words. */
export const warningNoteSummarySchema = z.object({
  type: z.enum(WARNING_NOTE_TYPES),
  text: z.string(),
});
export type WarningNoteSummary = z.output<typeof warningNoteSummarySchema>;

/** "Animals: Large dog, kept in the kitchen." for each note, as one line. */
export function warningNotesInWords(notes: readonly WarningNoteSummary[]): string {
  return notes.map((note) => `${WARNING_NOTE_TYPE_LABELS[note.type]}: ${note.text}`).join(' · ');
}

const tag = 'warning notes';
const EXAMPLE_NOTE = {
  subject: 'ADDRESS',
  type: 'ANIMALS',
  text: 'Large dog; ask for it to be shut away before entering.',
  reviewOn: '2099-06-30',
} as const;

/**
 * A case's warning notes: read by whoever reads the case, changed by its writers; never in the
 * applicant portal.
 */
export const warningNoteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/warningNote/list/:caseId',
    summary: "A case's current warning notes, oldest first",
    tag,
    access: ACCESS.caseReaders,
    params: z.object({ caseId: recordIdSchema }),
    data: warningNoteListSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/warningNote/add',
    summary: 'Add a warning note to a case; its review date is today or later',
    tag,
    access: ACCESS.caseWriters,
    body: addWarningNoteRequestSchema,
    data: warningNoteSchema,
    errors: [400, 401, 403, 404],
    example: { body: { caseId: recordOf('case'), ...EXAMPLE_NOTE } },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/warningNote/update',
    summary: 'Save a warning note; a stale version is a 409 with data.current',
    tag,
    access: ACCESS.caseWriters,
    body: updateWarningNoteRequestSchema,
    data: warningNoteSchema,
    errors: [400, 401, 403, 404, 409],
    example: { body: { id: recordOf('warning-note'), version: 1, ...EXAMPLE_NOTE } },
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/warningNote/remove/:id',
    summary: 'Remove a warning note (kept, marked removed, for the audit trail)',
    tag,
    access: ACCESS.caseWriters,
    params: z.object({ id: recordIdSchema }),
    data: z.null(),
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('warning-note') } },
  }),
};
