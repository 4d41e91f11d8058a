import { z } from 'zod';
import { ACCESS } from './access-rules';
import {
  ACTION_ITEM_DESCRIPTION_MAX_LENGTH,
  ACTION_ITEM_TEXT_MAX_LENGTH,
  actionItemFieldsSchema,
} from './action-items';
import { CASE_NOTE_MAX_LENGTH, caseListFilterSchema } from './cases';
import { ACTION_TYPES } from './domain';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { pageNoSchema, pageSchema } from './paging';
import { recordIdSchema, requiredText, timestampSchema } from './records';
import { isStatusId, STATUS_ID } from './statuses';
import { multiLineText } from './text';

/**
 * Bulk actions on the case list (issue 39): an officer picks cases (ticked, or every case a filter
 * lists) and one action; a job applies it case by case, each in its own transaction, and keeps
 * what it did or why it refused for each (docs/bulk-actions.md).
 */

export const BULK_ACTIONS = ['REASSIGN', 'CHANGE_STATUS', 'ADD_ACTION_ITEM'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  REASSIGN: 'Reassign',
  CHANGE_STATUS: 'Change status',
  ADD_ACTION_ITEM: 'Add an action item',
};

export const BULK_RUN_STATES = ['RUNNING', 'FINISHED', 'FAILED'] as const;
export type BulkRunState = (typeof BULK_RUN_STATES)[number];

/** A case of a run: waiting its turn, done, or refused with the reason. */
export const BULK_CASE_OUTCOMES = ['PENDING', 'DONE', 'REFUSED'] as const;
export type BulkCaseOutcome = (typeof BULK_CASE_OUTCOMES)[number];

/** Ticked cases one request names at most: a page of the list, ticked. */
export const BULK_CASE_IDS_MAX = 500;
/** Cases one run takes at most (a filter that lists more is refused before anything changes). */
export const BULK_RUN_MAX_CASES = 25_000;
export const BULK_RESULTS_PAGE_SIZE_DEFAULT = 25;
export const BULK_RESULTS_PAGE_SIZE_MAX = 100;
/** The case diary a bulk action item goes in (made with the case's first). */
export const BULK_ACTION_DIARY_TITLE = 'Bulk actions';

export const BULK_ACTION_MESSAGES = {
  started: (count: number) =>
    `Working through ${count.toLocaleString('en-GB')} ${count === 1 ? 'case' : 'cases'}. You can leave this page: it carries on.`,
  caseIdsRequired: 'Choose at least one case',
  caseIdsTooMany: `Choose at most ${BULK_CASE_IDS_MAX} cases by ticking them, or choose every case the filter lists`,
  caseIdsRepeated: 'Choose each case once',
  filterRequired: 'Give the list filter whose cases to choose',
  noCases: 'None of the chosen cases is one you may change.',
  tooManyCases: `A bulk action takes at most ${BULK_RUN_MAX_CASES.toLocaleString('en-GB')} cases: narrow the filter`,
  officerRequired: 'Choose the officer',
  statusRequired: 'Choose the status',
  refusedOneByOne: 'Refuse cases one at a time: each refusal needs its own reason',
  runNotFound: 'This bulk action does not exist, or you do not have access to it.',
  caseDisposed: 'Case is disposed',
  caseGone: 'Case is no longer one you may change',
  requesterGone: 'You no longer have access to change cases',
} as const;

/**
 * Which cases: ticked ones (checked against the caller's cases when the run starts), or every case
 * a list filter lists now. One flat object (not a union), so each field's errors are its own.
 */
export const bulkSelectionSchema = z
  .object({
    kind: z.enum(['CASES', 'FILTER'], {
      error: 'Choose the cases: CASES (ticked ones) or FILTER (every case the filter lists)',
    }),
    caseIds: z
      .array(recordIdSchema, { error: BULK_ACTION_MESSAGES.caseIdsRequired })
      .min(1, { error: BULK_ACTION_MESSAGES.caseIdsRequired })
      .max(BULK_CASE_IDS_MAX, { error: BULK_ACTION_MESSAGES.caseIdsTooMany })
      .refine((ids) => new Set(ids).size === ids.length, { message: BULK_ACTION_MESSAGES.caseIdsRepeated })
      .optional(),
    filter: caseListFilterSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.kind === 'CASES' && value.caseIds === undefined) {
      context.addIssue({ code: 'custom', path: ['caseIds'], message: BULK_ACTION_MESSAGES.caseIdsRequired });
    }
    if (value.kind === 'FILTER' && value.filter === undefined) {
      context.addIssue({ code: 'custom', path: ['filter'], message: BULK_ACTION_MESSAGES.filterRequired });
    }
  })
  .transform((value) =>
    value.kind === 'CASES'
      ? { kind: 'CASES' as const, caseIds: value.caseIds ?? [] }
      : { kind: 'FILTER' as const, filter: value.filter ?? caseListFilterSchema.parse({}) },
  );
export type BulkSelection = z.input<typeof bulkSelectionSchema>;

const bulkStatusIdSchema = z.coerce
  .number({ error: BULK_ACTION_MESSAGES.statusRequired })
  .int({ error: BULK_ACTION_MESSAGES.statusRequired })
  .refine(isStatusId, { error: 'Choose a status from the list' })
  .refine((id) => id !== STATUS_ID.REFUSED, { error: BULK_ACTION_MESSAGES.refusedOneByOne });

/** What to do to each case. */
export const bulkActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('REASSIGN'),
      officerId: z.coerce
        .number({ error: BULK_ACTION_MESSAGES.officerRequired })
        .int({ error: BULK_ACTION_MESSAGES.officerRequired })
        .min(1, { error: BULK_ACTION_MESSAGES.officerRequired })
        .max(2_147_483_647, { error: BULK_ACTION_MESSAGES.officerRequired }),
    }),
    z.object({
      kind: z.literal('CHANGE_STATUS'),
      statusId: bulkStatusIdSchema,
      note: multiLineText()
        .max(CASE_NOTE_MAX_LENGTH, { error: `Use at most ${CASE_NOTE_MAX_LENGTH} characters` })
        .nullish()
        .transform((value) => (value ? value : null)),
    }),
    z.object({
      kind: z.literal('ADD_ACTION_ITEM'),
      prefix: z.enum(ACTION_TYPES, { error: `Choose the type of action: ${ACTION_TYPES.join(', ')}` }),
      description: requiredText('what is to be done', ACTION_ITEM_DESCRIPTION_MAX_LENGTH),
      scheduledAt: actionItemFieldsSchema.shape.scheduledAt,
      text: multiLineText({ error: 'Enter the note' })
        .min(1, { error: 'Enter the note' })
        .max(ACTION_ITEM_TEXT_MAX_LENGTH, { error: `Use at most ${ACTION_ITEM_TEXT_MAX_LENGTH} characters` }),
    }),
  ],
  { error: `Choose the action: ${BULK_ACTIONS.join(', ')}` },
);
export type BulkActionRequest = z.input<typeof bulkActionSchema>;
export type BulkActionDetails = z.output<typeof bulkActionSchema>;

/** `POST /bulk-actions`. */
export const startBulkRunRequestSchema = z.object({
  selection: bulkSelectionSchema,
  action: bulkActionSchema,
});
export type StartBulkRunRequest = z.input<typeof startBulkRunRequestSchema>;

export const bulkRunSchema = z.object({
  id: z.number().int(),
  action: z.enum(BULK_ACTIONS),
  /** The action in words: "Reassign to Ada Lovelace", "Change status to On hold". */
  description: z.string(),
  state: z.enum(BULK_RUN_STATES),
  totalCount: z.number().int(),
  doneCount: z.number().int(),
  refusedCount: z.number().int(),
  /** Ticked cases the caller named that are not theirs to change: left out, never touched. */
  ignoredCount: z.number().int(),
  requestedByName: z.string(),
  createdAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
});
export type BulkRun = z.output<typeof bulkRunSchema>;

export const bulkRunCaseSchema = z.object({
  caseId: z.number().int(),
  caseNumber: z.string(),
  outcome: z.enum(BULK_CASE_OUTCOMES),
  /** Why it was refused; null otherwise. */
  reason: z.string().nullable(),
  finishedAt: timestampSchema.nullable(),
});
export type BulkRunCase = z.output<typeof bulkRunCaseSchema>;

export const bulkRunCasesQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: z.coerce
    .number({ error: 'Give the page size as a number' })
    .int({ error: 'Give the page size as a whole number' })
    .min(1, { error: 'Show at least 1 row a page' })
    .max(BULK_RESULTS_PAGE_SIZE_MAX, { error: `Show at most ${BULK_RESULTS_PAGE_SIZE_MAX} rows a page` })
    .default(BULK_RESULTS_PAGE_SIZE_DEFAULT),
  outcome: z
    .union([z.literal(''), z.enum(BULK_CASE_OUTCOMES)], {
      error: `Show one of: ${BULK_CASE_OUTCOMES.join(', ')}, or nothing`,
    })
    .default('')
    .transform((value) => (value === '' ? null : value)),
});
export type BulkRunCasesQuery = z.input<typeof bulkRunCasesQuerySchema>;

const runParams = z.object({ runId: recordIdSchema });
const tag = 'bulk actions';

/** Bulk actions: the case writers (READWRITE, ADMIN); a run is seen only by who started it. */
export const bulkActionEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/bulk-actions',
    summary: 'Apply one action to many cases, by a job: reassign, change status or add an action item',
    description:
      "Ticked cases outside the caller's cases (another authority's, a restricted case not naming them, an officer's case not theirs) are left out and counted as ignored; when none is left, a 404. A FILTER selection is every case the case list's filter lists when the request is made. Each case is changed in its own transaction, through the same code as a single change, and audited alike; a case the rules refuse is reported with the reason.",
    tag,
    access: ACCESS.caseWriters,
    body: startBulkRunRequestSchema,
    data: bulkRunSchema,
    errors: [400, 401, 403, 404, 422],
    example: {
      body: {
        selection: { kind: 'CASES', caseIds: [recordOf('case')] },
        action: {
          kind: 'ADD_ACTION_ITEM',
          prefix: 'Call',
          description: 'Ring about the survey',
          scheduledAt: '2030-03-30T09:30:00+01:00',
          text: 'Ask for a date in April',
        },
      },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/bulk-actions/:runId',
    summary: 'A bulk action and its progress: cases done, refused, and in all',
    tag,
    access: ACCESS.caseWriters,
    params: runParams,
    data: bulkRunSchema,
    errors: [400, 401, 403, 404],
    // No run has this id: someone allowed to ask is told it is not there.
    example: { params: { runId: 2_147_483_647 }, status: 404 },
  }),
  cases: defineEndpoint({
    method: 'GET',
    path: '/bulk-actions/:runId/cases',
    summary:
      "A bulk action's cases, each done, refused (with why) or waiting, in the order they are worked through",
    tag,
    access: ACCESS.caseWriters,
    params: runParams,
    query: bulkRunCasesQuerySchema,
    data: pageSchema(bulkRunCaseSchema),
    errors: [400, 401, 403, 404],
    example: { params: { runId: 2_147_483_647 }, status: 404 },
  }),
};
