import { z } from 'zod';
import { ACCESS } from './access-rules';
import { calendarDaySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { pageNoSchema, pageSchema } from './paging';
import { recordIdSchema, timestampSchema } from './records';
import { multiLineText } from './text';

/**
 * Retention and disposal (issue 38): how long an authority keeps personal data after a case
 * closes, and what an ADMIN decides when a case reaches that date.
 */

/** Years kept after a case ends (Closed, Withdrawn, Refused: isOpenStatus), unless the authority sets its own schedule. */
export const RETENTION_YEARS_DEFAULT = 6;
export const RETENTION_YEARS_MIN = 1;
export const RETENTION_YEARS_MAX = 50;

/** A case in the disposal review: waiting for a decision, kept for a while, or disposed. */
export const DISPOSAL_REVIEW_STATES = ['PENDING', 'KEPT', 'DISPOSED'] as const;
export type DisposalReviewState = (typeof DISPOSAL_REVIEW_STATES)[number];

/** Why a case past its date is kept. */
export const DISPOSAL_KEEP_REASONS = ['LEGAL_HOLD', 'COMPLAINT', 'OMBUDSMAN', 'OTHER'] as const;
export type DisposalKeepReason = (typeof DISPOSAL_KEEP_REASONS)[number];

/** A bulk disposal's progress. */
export const DISPOSAL_BATCH_STATES = ['RUNNING', 'FINISHED', 'FAILED'] as const;
export type DisposalBatchState = (typeof DISPOSAL_BATCH_STATES)[number];

/** A kept case comes back to the review at the latest this many years on. */
export const DISPOSAL_KEEP_YEARS_MAX = 10;
export const DISPOSAL_KEEP_NOTE_MAX_LENGTH = 1000;
/** Cases one bulk disposal takes at most. */
export const DISPOSAL_BATCH_MAX_CASES = 500;
export const DISPOSAL_REVIEW_PAGE_SIZE_DEFAULT = 25;
export const DISPOSAL_REVIEW_PAGE_SIZE_MAX = 100;
/** What a disposed case's client name and address read as: the shell keeps no personal data. */
export const DISPOSED_TEXT = 'Disposed';

export const DISPOSAL_KEEP_REASON_LABELS: Record<DisposalKeepReason, string> = {
  LEGAL_HOLD: 'Legal hold',
  COMPLAINT: 'Complaint',
  OMBUDSMAN: 'Ombudsman',
  OTHER: 'Other',
};

export const DISPOSAL_REVIEW_STATE_LABELS: Record<DisposalReviewState, string> = {
  PENDING: 'Waiting for a decision',
  KEPT: 'Kept',
  DISPOSED: 'Disposed',
};

export const DISPOSAL_MESSAGES = {
  scheduleSaved: 'Retention schedule saved.',
  yearsRequired: 'Enter a number of years',
  yearsWhole: 'Enter a whole number of years',
  yearsRange: `Enter from ${RETENTION_YEARS_MIN} to ${RETENTION_YEARS_MAX} years`,
  filesLongerThanCases:
    'Keep files for no longer than the case itself: disposing of a case removes its files',
  authorityNotFound: 'This authority does not exist.',
  kept: (count: number) => (count === 1 ? 'The case is kept.' : `${count} cases are kept.`),
  disposed: 'The case was disposed of. Its personal data is gone for good.',
  batchStarted: (count: number) =>
    `Disposing of ${count} ${count === 1 ? 'case' : 'cases'}. You can leave this page: it carries on.`,
  notInReview: 'This case is not waiting in the disposal review, or you do not have access to it.',
  alreadyDisposed: 'This case has already been disposed of.',
  batchNotFound: 'This bulk disposal does not exist, or you do not have access to it.',
  batchRunning: 'A bulk disposal is still running. Wait for it to finish before starting another.',
  confirmationRequired: 'Confirm that the personal data is to be destroyed: this cannot be undone',
  caseIdsRequired: 'Choose at least one case',
  caseIdsTooMany: `Choose at most ${DISPOSAL_BATCH_MAX_CASES} cases at once`,
  caseIdsRepeated: 'Choose each case once',
  reasonRequired: 'Choose why the case is kept',
  noteRequired: 'Say why the case is kept',
  noteTooLong: `Use at most ${DISPOSAL_KEEP_NOTE_MAX_LENGTH} characters`,
  keptUntilFormat: 'Enter the date as a real date',
  keptUntilPast: 'Choose a date after today',
  keptUntilTooFar: `Choose a date within ${DISPOSAL_KEEP_YEARS_MAX} years`,
  /** A write to a disposed case. */
  caseDisposed:
    'This case was disposed of under the retention schedule: it is kept only as a record and cannot be changed.',
  /** The audit entry of a disposal, in words. */
  disposedUnder: (years: number, endedOn: string) =>
    `Disposed under the retention schedule (${years} ${years === 1 ? 'year' : 'years'} after it ended on ${endedOn})`,
} as const;

const yearsSchema = z.coerce
  .number({ error: DISPOSAL_MESSAGES.yearsRequired })
  .int({ error: DISPOSAL_MESSAGES.yearsWhole })
  .min(RETENTION_YEARS_MIN, { error: DISPOSAL_MESSAGES.yearsRange })
  .max(RETENTION_YEARS_MAX, { error: DISPOSAL_MESSAGES.yearsRange });

/** An authority's retention schedule: years kept after a case ends. */
export const retentionScheduleSchema = z
  .object({
    caseRetentionYears: yearsSchema,
    applicantAccountRetentionYears: yearsSchema,
    fileRetentionYears: yearsSchema,
  })
  .refine((value) => value.fileRetentionYears <= value.caseRetentionYears, {
    message: DISPOSAL_MESSAGES.filesLongerThanCases,
    path: ['fileRetentionYears'],
  });
export type RetentionSchedule = z.output<typeof retentionScheduleSchema>;
export type RetentionScheduleInput = z.input<typeof retentionScheduleSchema>;

export const retentionScheduleAnswerSchema = z.object({
  authorityId: z.number().int(),
  caseRetentionYears: z.number().int(),
  applicantAccountRetentionYears: z.number().int(),
  fileRetentionYears: z.number().int(),
});
export type RetentionScheduleAnswer = z.output<typeof retentionScheduleAnswerSchema>;

/** Which rows the review lists: those waiting for a decision, those kept, or both. */
export const DISPOSAL_REVIEW_FILTERS = ['OPEN', 'PENDING', 'KEPT'] as const;
export type DisposalReviewFilter = (typeof DISPOSAL_REVIEW_FILTERS)[number];

export const disposalReviewQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: z.coerce
    .number({ error: 'Give the page size as a number' })
    .int({ error: 'Give the page size as a whole number' })
    .min(1, { error: 'Show at least 1 row a page' })
    .max(DISPOSAL_REVIEW_PAGE_SIZE_MAX, {
      error: `Show at most ${DISPOSAL_REVIEW_PAGE_SIZE_MAX} rows a page`,
    })
    .default(DISPOSAL_REVIEW_PAGE_SIZE_DEFAULT),
  state: z.enum(DISPOSAL_REVIEW_FILTERS, { error: 'Show OPEN, PENDING or KEPT cases' }).default('OPEN'),
});
export type DisposalReviewQuery = z.input<typeof disposalReviewQuerySchema>;

/** A case in the review. It names no client: the decision is made on the case's dates. */
export const disposalReviewRowSchema = z.object({
  caseId: z.number().int(),
  caseNumber: z.string(),
  statusId: z.number().int(),
  endedOn: z.string(),
  dueOn: z.string(),
  state: z.enum(DISPOSAL_REVIEW_STATES),
  keepReason: z.enum(DISPOSAL_KEEP_REASONS).nullable(),
  keepNote: z.string().nullable(),
  keptUntil: z.string().nullable(),
  officerName: z.string().nullable(),
});
export type DisposalReviewRow = z.output<typeof disposalReviewRowSchema>;

export const disposalBatchSchema = z.object({
  id: z.number().int(),
  caseCount: z.number().int(),
  disposedCount: z.number().int(),
  state: z.enum(DISPOSAL_BATCH_STATES),
  createdAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
});
export type DisposalBatch = z.output<typeof disposalBatchSchema>;

export const disposalReviewPageSchema = pageSchema(disposalReviewRowSchema).extend({
  /** The authority's bulk disposal under way, if any: the page shows its progress. */
  runningBatch: disposalBatchSchema.nullable(),
  /** The schedule the due dates come from. */
  caseRetentionYears: z.number().int(),
});
export type DisposalReviewPage = z.output<typeof disposalReviewPageSchema>;

const confirmationSchema = z.literal(true, { error: DISPOSAL_MESSAGES.confirmationRequired });

/** `POST /disposal-review/keep`: keep a case past its date, with a reason, until a day. */
export const keepCaseRequestSchema = z
  .object({
    caseId: recordIdSchema,
    reason: z.enum(DISPOSAL_KEEP_REASONS, { error: DISPOSAL_MESSAGES.reasonRequired }),
    note: multiLineText()
      .max(DISPOSAL_KEEP_NOTE_MAX_LENGTH, { error: DISPOSAL_MESSAGES.noteTooLong })
      .default(''),
    keptUntil: calendarDaySchema(DISPOSAL_MESSAGES.keptUntilFormat),
  })
  .refine((value) => value.reason !== 'OTHER' || value.note.trim() !== '', {
    message: DISPOSAL_MESSAGES.noteRequired,
    path: ['note'],
  });
export type KeepCaseRequest = z.input<typeof keepCaseRequestSchema>;

/** `POST /disposal-review/dispose`: dispose of one case now, confirmed. */
export const disposeCaseRequestSchema = z.object({
  caseId: recordIdSchema,
  confirmDisposal: confirmationSchema,
});
export type DisposeCaseRequest = z.input<typeof disposeCaseRequestSchema>;

/** `POST /disposal-review/dispose-batch`: dispose of many, by a job, with progress. */
export const disposeBatchRequestSchema = z.object({
  caseIds: z
    .array(recordIdSchema, { error: DISPOSAL_MESSAGES.caseIdsRequired })
    .min(1, { error: DISPOSAL_MESSAGES.caseIdsRequired })
    .max(DISPOSAL_BATCH_MAX_CASES, { error: DISPOSAL_MESSAGES.caseIdsTooMany })
    .refine((ids) => new Set(ids).size === ids.length, { message: DISPOSAL_MESSAGES.caseIdsRepeated }),
  confirmDisposal: confirmationSchema,
});
export type DisposeBatchRequest = z.input<typeof disposeBatchRequestSchema>;

export const disposedCaseSchema = z.object({ caseId: z.number().int(), disposedAt: timestampSchema });
export type DisposedCase = z.output<typeof disposedCaseSchema>;

const authorityParams = z.object({ authorityId: recordIdSchema });
const tag = 'retention and disposal';
const EXAMPLE_SCHEDULE = { caseRetentionYears: 6, applicantAccountRetentionYears: 6, fileRetentionYears: 6 };

/**
 * The retention schedule (an authority's ADMINs for their own, platform admins for any) and the
 * disposal review (the authority's ADMINs).
 */
export const disposalEndpoints = {
  getSchedule: defineEndpoint({
    method: 'GET',
    path: '/retention-schedule/:authorityId',
    summary: "An authority's retention schedule: years personal data is kept after a case ends",
    tag,
    access: ACCESS.retentionScheduleManagers,
    params: authorityParams,
    data: retentionScheduleAnswerSchema,
    errors: [400, 401, 403, 404],
    example: { params: { authorityId: recordOf('authority') } },
  }),
  saveSchedule: defineEndpoint({
    method: 'POST',
    path: '/retention-schedule/:authorityId',
    summary: "Change an authority's retention schedule; files are kept no longer than cases",
    description:
      'Cases already in the disposal review stay there; the nightly review uses the new periods from its next run.',
    tag,
    access: ACCESS.retentionScheduleManagers,
    params: authorityParams,
    body: retentionScheduleSchema,
    data: retentionScheduleAnswerSchema,
    errors: [400, 401, 403, 404],
    example: { params: { authorityId: recordOf('authority') }, body: EXAMPLE_SCHEDULE },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/disposal-review',
    summary: 'The cases past their retention date: waiting for a decision, or kept',
    tag,
    access: ACCESS.disposalReviewers,
    query: disposalReviewQuerySchema,
    data: disposalReviewPageSchema,
    errors: [400, 401, 403],
  }),
  keep: defineEndpoint({
    method: 'POST',
    path: '/disposal-review/keep',
    summary: 'Keep a case past its retention date, with a reason, until a day (then it comes back)',
    tag,
    access: ACCESS.disposalReviewers,
    body: keepCaseRequestSchema,
    data: disposalReviewRowSchema,
    errors: [400, 401, 403, 404],
    example: {
      body: { caseId: recordOf('case'), reason: 'COMPLAINT', note: '', keptUntil: '2035-06-30' },
    },
  }),
  dispose: defineEndpoint({
    method: 'POST',
    path: '/disposal-review/dispose',
    summary: "Dispose of a case's personal data now; it cannot be undone",
    description:
      'Removes the client, address, diary texts, files and applicant access; the case stays as an anonymised shell with its dates, clocks and figures.',
    tag,
    access: ACCESS.disposalReviewers,
    body: disposeCaseRequestSchema,
    data: disposedCaseSchema,
    errors: [400, 401, 403, 404, 409],
    example: { body: { caseId: recordOf('case'), confirmDisposal: true } },
  }),
  disposeBatch: defineEndpoint({
    method: 'POST',
    path: '/disposal-review/dispose-batch',
    summary: 'Dispose of many cases by a background job; its progress is read from the batch',
    tag,
    access: ACCESS.disposalReviewers,
    body: disposeBatchRequestSchema,
    data: disposalBatchSchema,
    errors: [400, 401, 403, 404, 409],
    example: { body: { caseIds: [recordOf('case')], confirmDisposal: true }, status: 404 },
  }),
  batch: defineEndpoint({
    method: 'GET',
    path: '/disposal-review/batch/:batchId',
    summary: "A bulk disposal's progress",
    tag,
    access: ACCESS.disposalReviewers,
    params: z.object({ batchId: recordIdSchema }),
    data: disposalBatchSchema,
    errors: [400, 401, 403, 404],
    example: { params: { batchId: 1 }, status: 404 },
  }),
};
