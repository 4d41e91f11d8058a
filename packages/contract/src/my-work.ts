import { z } from 'zod';
import { ACCESS } from './access-rules';
import { ACTION_TYPES } from './domain';
import { defineEndpoint } from './endpoint';
import { pageNoSchema } from './paging';
import { timestampSchema } from './records';

/**
 * My work (issue 39): what one person has to do today, across the cases assigned to them: their
 * overdue and today's actions, cases whose clocks are amber or red, what the applicant sent that
 * is still new, and payments awaiting them. For a read-write officer and an authority ADMIN (about
 * the cases assigned to them); READONLY users and platform admins have none (docs/my-work.md).
 */

/**
 * Which actions the list shows: `due` (the default) is the overdue and today's; `overdue` is what
 * the alarms' past list counts, `upcoming` what their upcoming list counts (due now or later,
 * whenever), `today` the upcoming ones due before midnight in London.
 */
export const MY_WORK_FILTERS = ['due', 'overdue', 'today', 'upcoming'] as const;
export type MyWorkFilter = (typeof MY_WORK_FILTERS)[number];
export const MY_WORK_FILTER_WORDS: Record<MyWorkFilter, string> = {
  due: 'Overdue and today',
  overdue: 'Overdue',
  today: 'Due today',
  upcoming: 'Upcoming',
};

/** How the actions are ordered: by when they are due (soonest first), or by case number (then due). */
export const MY_WORK_SORTS = ['due', 'case'] as const;
export type MyWorkSort = (typeof MY_WORK_SORTS)[number];

/** Actions a page. */
export const MY_WORK_PAGE_SIZE_DEFAULT = 25;
export const MY_WORK_PAGE_SIZE_MAX = 100;
/** The most lines the other parts answer; their counts are the whole. */
export const MY_WORK_PART_MAX = 25;
/** How long a payment the officer asked for stays on their list after it was rejected. */
export const MY_WORK_REJECTED_PAYMENT_DAYS = 30;

export const myWorkQuerySchema = z.object({
  filter: z.enum(MY_WORK_FILTERS, { error: `Show one of: ${MY_WORK_FILTERS.join(', ')}` }).default('due'),
  type: z.enum(ACTION_TYPES, { error: `Choose a type of action: ${ACTION_TYPES.join(', ')}` }).optional(),
  sort: z.enum(MY_WORK_SORTS, { error: `Sort by one of: ${MY_WORK_SORTS.join(', ')}` }).default('due'),
  dir: z.enum(['asc', 'desc'], { error: 'Sort asc or desc' }).default('asc'),
  page: pageNoSchema.default(1),
  pageSize: z.coerce
    .number({ error: 'Give the page size as a number' })
    .int({ error: 'Give the page size as a whole number' })
    .min(1, { error: 'Show at least 1 action a page' })
    .max(MY_WORK_PAGE_SIZE_MAX, { error: `Show at most ${MY_WORK_PAGE_SIZE_MAX} actions a page` })
    .default(MY_WORK_PAGE_SIZE_DEFAULT),
});
export type MyWorkQuery = z.input<typeof myWorkQuerySchema>;
/** The query as the server reads it, defaults filled in. */
export type MyWorkRequest = z.output<typeof myWorkQuerySchema>;

/** The case a line is about: its number and its client's name. */
const onCase = {
  caseId: z.number().int(),
  caseNumber: z.string(),
  clientName: z.string(),
};

/** An open action item of one of the person's cases (what the alarms list). */
export const myWorkActionSchema = z.object({
  id: z.number().int(),
  ...onCase,
  diaryTitle: z.string(),
  type: z.enum(ACTION_TYPES),
  description: z.string(),
  dueAt: timestampSchema,
  overdue: z.boolean(),
});
export type MyWorkAction = z.output<typeof myWorkActionSchema>;

export const myWorkClockSchema = z.object({
  name: z.string(),
  rag: z.enum(['amber', 'red']),
  /** The last day to meet it (Europe/London), YYYY-MM-DD. */
  dueDate: z.string().nullable(),
});
/** A case with a clock running amber or red, its worst first. */
export const myWorkClockCaseSchema = z.object({
  ...onCase,
  rag: z.enum(['amber', 'red']),
  clocks: z.array(myWorkClockSchema),
});
export type MyWorkClockCase = z.output<typeof myWorkClockCaseSchema>;

/** A message or document the applicant sent that nobody has seen yet (the alarms' new list). */
export const myWorkApplicantItemSchema = z.object({
  id: z.number().int(),
  ...onCase,
  kind: z.enum(['message', 'document']),
  description: z.string(),
  sentAt: timestampSchema,
});
export type MyWorkApplicantItem = z.output<typeof myWorkApplicantItemSchema>;

export const myWorkPaymentSchema = z.object({
  id: z.number().int(),
  ...onCase,
  amountPence: z.number().int(),
  /** `to-authorise`: awaiting the person's authorisation; `rejected`: the person asked for it and it was rejected. */
  reason: z.enum(['to-authorise', 'rejected']),
  /** When it was requested (to authorise) or rejected. */
  at: timestampSchema,
  /** Who requested it (to authorise) or rejected it. */
  by: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type MyWorkPayment = z.output<typeof myWorkPaymentSchema>;

const partOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), count: z.number().int() });

export const myWorkSchema = z.object({
  actions: z.object({
    items: z.array(myWorkActionSchema),
    /** How many match the filter and type (the pages' total). */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /**
     * `overdue` is the alarms' past count and `upcoming` their upcoming count for the same person
     * (`today` is part of it), whatever the filter and type.
     */
    counts: z.object({ overdue: z.number().int(), today: z.number().int(), upcoming: z.number().int() }),
  }),
  clocks: partOf(myWorkClockCaseSchema),
  /** Its count is the alarms' new count for the same person. */
  applicant: partOf(myWorkApplicantItemSchema),
  payments: partOf(myWorkPaymentSchema),
});
export type MyWork = z.output<typeof myWorkSchema>;

export const MY_WORK_MESSAGES = {
  empty: 'Nothing here.',
} as const;

export const myWorkEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/my-work',
    summary: "The caller's work today across the cases assigned to them",
    description:
      "Open actions (filtered and sorted, paged) with the alarms' counts, cases whose clocks are amber or red, new applicant messages and documents, and payments awaiting the caller (an authoriser: to authorise; a read-write officer: their requests rejected in the last 30 days). Restricted cases the caller is not named on, deleted and disposed cases are left out. For read-write officers and authority ADMINs; READONLY users and platform admins (unless impersonating) have no My work.",
    tag: 'alarms',
    access: ACCESS.myWorkOwners,
    query: myWorkQuerySchema,
    data: myWorkSchema,
    errors: [400, 401, 403],
    example: { query: { filter: 'overdue', sort: 'case', page: 1 } },
  }),
} as const;
