import { z } from 'zod';
import { ACCESS } from './access-rules';
import { caseIdParamsSchema } from './cases';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { timestampSchema } from './records';
import { singleLineText } from './text';

/**
 * A case's timeline (issue 39, docs/domain.md "The case page"): what happened to the case in one
 * chronology, newest first, read from the records that already keep it (the status history, the
 * diaries, the grant's quotes and variations, the payments' invoices and the audit log's edits).
 */
export const CASE_TIMELINE_KINDS = ['status', 'diary', 'document', 'message', 'edit'] as const;
export type CaseTimelineKind = (typeof CASE_TIMELINE_KINDS)[number];

/** Each kind in plain words, for the filter chips: the one place they are worded. */
export const CASE_TIMELINE_KIND_LABELS: Record<CaseTimelineKind, string> = {
  status: 'Status changes',
  diary: 'Diary',
  document: 'Documents',
  message: 'Messages',
  edit: 'Edits',
};

export const CASE_TIMELINE_PAGE_SIZE_DEFAULT = 30;
export const CASE_TIMELINE_PAGE_SIZE_MAX = 100;
/** How many open action items the overview lists, soonest first. */
export const CASE_DUE_ITEMS_MAX = 20;

export const CASE_TIMELINE_MESSAGES = {
  kinds: `Choose kinds among: ${CASE_TIMELINE_KINDS.join(', ')}`,
  cursor: 'Give the cursor the last page answered',
  pageSize: `Show from 1 to ${CASE_TIMELINE_PAGE_SIZE_MAX} entries a page`,
  empty: 'Nothing has happened on this case yet.',
  emptyOfKinds: 'Nothing of these kinds has happened on this case yet.',
} as const;

/** `?kinds=status,edit`: comma-joined kinds; none (or blank) is every kind. */
const kindsSchema = z
  .preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((kind) => kind.trim())
            .filter((kind) => kind !== '')
        : value,
    z
      .array(z.enum(CASE_TIMELINE_KINDS, { error: CASE_TIMELINE_MESSAGES.kinds }))
      .max(CASE_TIMELINE_KINDS.length),
  )
  .optional();

/**
 * Where the next page starts: the last entry's time and key, as the server gave it. The applicant
 * conversation pages its thread with the same cursor.
 */
export const timelineCursorSchema = singleLineText()
  .max(200, { error: CASE_TIMELINE_MESSAGES.cursor, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[a-z-]+:\d{1,12}$/, {
    error: CASE_TIMELINE_MESSAGES.cursor,
    abort: true,
  })
  // The pattern lets through times that are no time ("2026-13-45T99:99Z"): those are refused too.
  .refine((cursor) => !Number.isNaN(Date.parse(cursor.split('|')[0] ?? '')), {
    error: CASE_TIMELINE_MESSAGES.cursor,
  })
  .optional();

export const caseTimelineQuerySchema = z.object({
  kinds: kindsSchema,
  cursor: timelineCursorSchema,
  pageSize: z.coerce
    .number({ error: CASE_TIMELINE_MESSAGES.pageSize })
    .int({ error: CASE_TIMELINE_MESSAGES.pageSize })
    .min(1, { error: CASE_TIMELINE_MESSAGES.pageSize })
    .max(CASE_TIMELINE_PAGE_SIZE_MAX, { error: CASE_TIMELINE_MESSAGES.pageSize })
    .default(CASE_TIMELINE_PAGE_SIZE_DEFAULT),
});
export type CaseTimelineQuery = z.input<typeof caseTimelineQuerySchema>;

/** One field an edit changed, shown as the case's page shows it (a name for an officer's id). */
export const caseFieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type CaseFieldChange = z.output<typeof caseFieldChangeSchema>;

/**
 * What an entry opens: a diary item (its page), a document filed on the case (the Documents tab),
 * a file of the grant or payments (the case's Details), the conversation with the applicant, or nothing.
 */
export const caseTimelineLinkSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('actionItem'), id: z.number().int(), itemKind: z.enum(['TEXT', 'FILE']) }),
  z.object({ to: z.literal('documents') }),
  z.object({ to: z.literal('grant') }),
  z.object({ to: z.literal('payments') }),
  // The case's conversation with its applicant (the Messages tab).
  z.object({ to: z.literal('messages') }),
]);
export type CaseTimelineLink = z.output<typeof caseTimelineLinkSchema>;

export const caseTimelineEntrySchema = z.object({
  /** Stable and unique on the case's timeline: the source and its record ("status:12"). */
  key: z.string(),
  kind: z.enum(CASE_TIMELINE_KINDS),
  at: timestampSchema,
  /** Who did it; null when nobody is known (a change recorded by the server itself). */
  who: z.string().nullable(),
  /** What happened, in one line: "Status changed from Enquiry to Assessment". */
  what: z.string(),
  /** More words: the note given, the item's description, the file's name. */
  detail: z.string().nullable(),
  /** For an edit: each field it changed, before and after. */
  changes: z.array(caseFieldChangeSchema),
  link: caseTimelineLinkSchema.nullable(),
});
export type CaseTimelineEntry = z.output<typeof caseTimelineEntrySchema>;

export const caseTimelinePageSchema = z.object({
  entries: z.array(caseTimelineEntrySchema),
  /** Give it back as `cursor` for the next (older) page; null when there is no more. */
  nextCursor: z.string().nullable(),
});
export type CaseTimelinePage = z.output<typeof caseTimelinePageSchema>;

/** An open action item of the case, for the overview's "Next actions". */
export const caseDueItemSchema = z.object({
  id: z.number().int(),
  diaryId: z.number().int(),
  diaryTitle: z.string(),
  prefix: z.string(),
  description: z.string(),
  scheduledAt: timestampSchema,
  itemKind: z.enum(['TEXT', 'FILE']),
});
export type CaseDueItem = z.output<typeof caseDueItemSchema>;

export const caseDueItemsSchema = z.object({
  items: z.array(caseDueItemSchema),
  /** How many open items the case has in all (the list shows at most CASE_DUE_ITEMS_MAX). */
  openCount: z.number().int(),
});
export type CaseDueItems = z.output<typeof caseDueItemsSchema>;

const tag = 'cases';

/** Read by whoever reads the case; a case the caller cannot see is a 404, as everywhere. */
export const caseTimelineEndpoints = {
  timeline: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/timeline',
    summary: "A case's timeline, newest first: status changes, diary items, documents, messages and edits",
    description:
      'Filter by kinds (comma-joined); page older with the nextCursor answered. An edit lists each field it changed, before and after.',
    tag,
    access: ACCESS.caseReaders,
    params: caseIdParamsSchema,
    query: caseTimelineQuerySchema,
    data: caseTimelinePageSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') }, query: { kinds: 'status,edit' } },
  }),
  due: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/due-actions',
    summary: "A case's open action items, soonest first, for its overview (at most 20)",
    tag,
    access: ACCESS.caseReaders,
    params: caseIdParamsSchema,
    data: caseDueItemsSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
};
