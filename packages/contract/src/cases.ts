import { z } from 'zod';
import { ACCESS } from './access-rules';
import { CASE_SEARCH_ALL_STATUSES, CASE_SEARCH_DEFAULT_SORT_COL } from './constants';
import { CLOCK_RAGS, CLOCK_STATES } from './clocks';
import { optionalDayQuerySchema, optionalMonthQuerySchema } from './dates';
import { caseFieldInputs, caseFieldReads } from './case-fields';
import { CASE_PRIORITIES } from './domain';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import {
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  pageNoSchema,
  pageSchema,
  SORT_DIRECTIONS,
} from './paging';
import { recordIdSchema, timestampSchema, versionSchema } from './records';
import { isStatusId, STATUS_ID, type StatusId } from './statuses';
import { optionalFinancialYearQuerySchema, SPEND_FIGURES } from './spend';
import { multiLineText, singleLineText } from './text';
import { warningNoteSummarySchema } from './warning-notes';

export const CASE_NOTE_MAX_LENGTH = 1000;
export const CASE_SEARCH_TERM_MAX_LENGTH = 100;
/** The global search answers a short list to pick from, never a whole caseload. */
export const CASE_SEARCH_MAX_RESULTS = 20;

/** The statuses a new case may start in: an enquiry, or a referral someone sent. */
export const CASE_START_STATUS_IDS = [STATUS_ID.ENQUIRY, STATUS_ID.REFERRAL_RECEIVED] as const;

/** What an officer types about a case (case-fields.ts); the status moves only through transitions. */
export const caseFieldsSchema = z.object(caseFieldInputs);

const statusIdSchema = z.coerce
  .number({ error: 'Give the status as a number' })
  .int({ error: 'Give the status as a whole number' })
  .refine(isStatusId, { error: 'Choose a status from the list' })
  .transform((value) => value);

/** `POST /case/add`: a new case, numbered by the server. */
export const addCaseRequestSchema = caseFieldsSchema.extend({
  statusId: statusIdSchema
    .refine((id) => (CASE_START_STATUS_IDS as readonly StatusId[]).includes(id), {
      error: 'A new case starts as an enquiry or a referral received',
    })
    .default(STATUS_ID.ENQUIRY),
});
export type AddCaseRequest = z.input<typeof addCaseRequestSchema>;

/** `POST /case/Update`: every field again, with the version read. */
export const updateCaseRequestSchema = caseFieldsSchema.extend({
  id: recordIdSchema,
  version: versionSchema,
});
export type UpdateCaseRequest = z.input<typeof updateCaseRequestSchema>;

/** What the caller may do with a case, so the client shows only the controls that will work. */
export const caseAbilitiesSchema = z.object({
  edit: z.boolean(),
  changeStatus: z.boolean(),
});

/** `GET /case/edit/{id}`. */
export const caseSchema = z.object({
  ...caseFieldReads,
  id: z.number().int(),
  authorityId: z.number().int(),
  caseNumber: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  previousStatusId: z.number().int().nullable(),
  /** Restricted to named people (case-restrictions.ts): the caller is one of them. */
  restricted: z.boolean(),
  assignedOfficerName: z.string().nullable(),
  contractorName: z.string().nullable(),
  createdAt: timestampSchema,
  createdByName: z.string(),
  updatedAt: timestampSchema,
  updatedByName: z.string(),
  version: z.number().int(),
  /** The statuses this caller may move the case to now, in master order. */
  allowedStatusIds: z.array(z.number().int()),
  can: caseAbilitiesSchema,
});
export type Case = z.output<typeof caseSchema>;

/** How many days back a status change may be dated without a note saying why. */
export const STATUS_CHANGE_UNEXPLAINED_DAYS = 7;

export const REFUSAL_TEXT_MAX_LENGTH = 500;

export const REFUSAL_MESSAGES = {
  reasonNeeded: 'Choose why the application is refused',
  unknownReason: 'Choose a reason from your authority’s list',
  textNeeded: 'Say in words why the application is refused',
  notRefusing: 'Give a reason for refusal only when refusing the application',
} as const;

export const STATUS_DATE_MESSAGES = {
  format: 'Enter the date it happened as a real date',
  future: 'Enter a date that is not in the future: the change happened today or before',
  beforePrevious: (day: string) => `The case last changed status on ${day}: enter that date or a later one`,
  reasonNeeded: `Say in the note why this change is recorded more than ${STATUS_CHANGE_UNEXPLAINED_DAYS} days after it happened`,
} as const;

/**
 * `POST /case/{caseId}/{statusId}`: the optional body; a version read makes a stale view a 409.
 * `effectiveDate` is the day the change happened (UK time), today when absent: clocks, charts
 * and the export count from it; the history also keeps when it was recorded.
 */
export const changeCaseStatusRequestSchema = z
  .object({
    note: multiLineText()
      .max(CASE_NOTE_MAX_LENGTH, { error: `Use at most ${CASE_NOTE_MAX_LENGTH} characters` })
      .nullish()
      .transform((value) => (value ? value : null)),
    version: versionSchema.optional(),
    effectiveDate: optionalDayQuerySchema(STATUS_DATE_MESSAGES.format)
      .nullish()
      .transform((value) => value ?? null),
    /** A refusal's reason: an entry of the authority's list (required for Refused, refused otherwise). */
    refusalReasonId: recordIdSchema.nullish().transform((value) => value ?? null),
    /** The reason in words, for a list entry that asks for it. */
    refusalReasonText: multiLineText({ error: REFUSAL_MESSAGES.textNeeded })
      .max(REFUSAL_TEXT_MAX_LENGTH, { error: `Use at most ${REFUSAL_TEXT_MAX_LENGTH} characters` })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .nullish();
export type ChangeCaseStatusRequest = z.input<typeof changeCaseStatusRequestSchema>;

export const caseStatusChangeSchema = z.object({
  id: z.number().int(),
  fromStatusId: z.number().int().nullable(),
  fromStatusName: z.string().nullable(),
  toStatusId: z.number().int(),
  toStatusName: z.string(),
  /** When the change took effect: its day as the officer dated it (the moment itself when dated today). */
  changedAt: timestampSchema,
  /** The day it took effect, UK time. */
  effectiveDate: z.string(),
  /** When it was recorded; later than `changedAt` when the change was dated back. */
  recordedAt: timestampSchema,
  changedByName: z.string(),
  note: z.string().nullable(),
  /** A refusal's reason as the authority's list named it, with the words given for it. */
  refusalReason: z.string().nullable(),
});
export type CaseStatusChange = z.output<typeof caseStatusChangeSchema>;

export const CASE_LIST_SORT_COLUMNS = [
  'CaseManagerDetailId',
  'CaseNumber',
  'ClientName',
  'PostCode',
  'Status',
  'Priority',
  'Officer',
  'ReferralDate',
  'UpdatedAt',
  'NextDue',
] as const;
export type CaseListSortColumn = (typeof CASE_LIST_SORT_COLUMNS)[number];

/** Ids sent comma-joined (`1,4,5`), as the case list's status filter chips send them. */
const statusIdListSchema = singleLineText()
  .max(100, { error: 'Choose fewer statuses' })
  .default('')
  .transform((value, context) => {
    if (value === '') return [];
    const ids = value.split(',').map((part) => Number(part.trim()));
    if (!ids.every((id) => Number.isInteger(id) && isStatusId(id))) {
      context.issues.push({ code: 'custom', message: 'Choose statuses from the list', input: value });
      return z.NEVER;
    }
    return [...new Set(ids)] as StatusId[];
  });

const isoDateQuerySchema = optionalDayQuerySchema('Give dates as YYYY-MM-DD');

/** A month as `YYYY-MM` (UK time), or nothing. */
export const yearMonthQuerySchema = optionalMonthQuerySchema('Give months as YYYY-MM');

const optionalIdQuerySchema = z
  .union([z.literal(''), recordIdSchema], { error: 'Give the id as a whole number, or nothing' })
  .default('')
  .transform((value) => (value === '' ? null : value));

/** An officer or contractor filter's value for the cases that have none (unassigned, no contractor). */
export const NOBODY = 'none';

/** An officer's or contractor's id, `none` for the cases without one, or nothing (any). */
const personFilterQuerySchema = z
  .union([z.literal(''), z.literal(NOBODY), recordIdSchema], {
    error: `Give the id as a whole number, ${NOBODY}, or nothing`,
  })
  .default('')
  .transform((value) => (value === '' ? null : value));

/** How near a clock is to its due date, for the list's "due soon" filter: in working days. */
export const CLOCK_DUE_SOON_WORKING_DAYS = 10;

/**
 * The case list's clock filters (docs/clocks.md): a clock not stopped and due within
 * CLOCK_DUE_SOON_WORKING_DAYS working days (today included, not yet overdue); overdue (not
 * stopped, and past its due date now: what the dashboard's "Overdue now" lists); missed (stopped
 * after its due date, or still running past it); met (stopped by its due date).
 */
export const CLOCK_LIST_FILTERS = ['DueSoon', 'Overdue', 'Missed', 'Met'] as const;
export type ClockListFilter = (typeof CLOCK_LIST_FILTERS)[number];
export const CLOCK_LIST_FILTER_LABELS: Record<ClockListFilter, string> = {
  DueSoon: `Due in ${CLOCK_DUE_SOON_WORKING_DAYS} working days`,
  Overdue: 'Overdue now',
  Missed: 'Missed',
  Met: 'Met',
};

/** What a case list shows, less paging: also what a bookmark filter saves. */
export const caseListFilterSchema = z.object({
  ApplicationStatusMasterIds: statusIdListSchema,
  SearchTerm: singleLineText()
    .max(CASE_SEARCH_TERM_MAX_LENGTH, {
      error: `Search for at most ${CASE_SEARCH_TERM_MAX_LENGTH} characters`,
    })
    .default(''),
  OfficerId: personFilterQuerySchema,
  ContractorId: personFilterQuerySchema,
  Priority: z
    .union([z.literal(''), z.enum(CASE_PRIORITIES)], {
      error: `Choose one of: ${CASE_PRIORITIES.join(', ')}`,
    })
    .default('')
    .transform((value) => (value === '' ? null : value)),
  ReferralDateFrom: isoDateQuerySchema,
  ReferralDateTo: isoDateQuerySchema,
  /** Cases opened in this month (UK time): what a bar of the dashboard's monthly chart lists. */
  OpenedMonth: yearMonthQuerySchema,
  /** Cases now Closed or Withdrawn that reached that status in this month (UK time). */
  ClosedMonth: yearMonthQuerySchema,
  /** The clock the clock filters look at (a clock definition's id); any clock when empty. */
  ClockId: optionalIdQuerySchema,
  ClockState: z
    .union([z.literal(''), z.enum(CLOCK_LIST_FILTERS)], {
      error: `Choose one of: ${CLOCK_LIST_FILTERS.join(', ')}`,
    })
    .default('')
    .transform((value) => (value === '' ? null : value)),
  /** Clocks that stopped (met or missed) in this month (UK time): what the dashboard's clock figures list. */
  ClockMonth: yearMonthQuerySchema,
  /**
   * With ClockMonth, clocks that stopped from ClockMonth to this month: a total of the dashboard
   * over its period. Alone, the one month; ending before ClockMonth, no clock.
   */
  ClockMonthTo: yearMonthQuerySchema,
  /** Cases whose grant is proposed and waits for an authority ADMIN's approval: `true`, or nothing. */
  AwaitingApproval: z
    .union([z.literal(''), z.literal('true'), z.literal('false'), z.boolean()], {
      error: 'Give AwaitingApproval as true, or nothing',
    })
    .default('')
    .transform((value) => value === true || value === 'true'),
  /**
   * The cases a figure of the Spend view counts (docs/spend.md), in SpendYear (the financial year
   * under way when empty): what each figure clicks through to.
   */
  SpendFigure: z
    .union([z.literal(''), z.enum(SPEND_FIGURES)], { error: `Choose one of: ${SPEND_FIGURES.join(', ')}` })
    .default('')
    .transform((value) => (value === '' ? null : value)),
  SpendYear: optionalFinancialYearQuerySchema,
  /** With SpendFigure Paid: paid in this month of the year. */
  SpendMonth: yearMonthQuerySchema,
  /** With SpendFigure Approved: the grants whose works are of this adaptation type. */
  AdaptationTypeId: optionalIdQuerySchema,
  SortCol: z
    .enum(CASE_LIST_SORT_COLUMNS, { error: `Sort by one of: ${CASE_LIST_SORT_COLUMNS.join(', ')}` })
    .default('CaseManagerDetailId'),
  SortDir: z.enum(SORT_DIRECTIONS, { error: 'Sort asc or desc' }).default('desc'),
});
export type CaseListFilter = z.input<typeof caseListFilterSchema>;

const pageSizeSchema = z.coerce
  .number({ error: 'Give the page size as a number' })
  .int({ error: 'Give the page size as a whole number' })
  .min(1, { error: 'Show at least 1 row a page' })
  .max(LIST_PAGE_SIZE_MAX, { error: `Show at most ${LIST_PAGE_SIZE_MAX} rows a page` })
  .default(LIST_PAGE_SIZE_DEFAULT);

/**
 * How far from either end of the case list a page may be asked for by its number: deeper pages are
 * reached with the `next` and `prev` cursors of the pages before or after them (docs/case-list-paging.md).
 */
export const CASE_LIST_NUMBERED_DEPTH_MAX = 10_000;
export const CASE_LIST_CURSOR_MAX_LENGTH = 1_000;
export const CASE_LIST_CURSOR_MESSAGES = {
  malformed: 'This page link was not made by Casekeeper: go back to the first page',
  otherList: 'This page link belongs to another sort of the list: go back to the first page',
  tooDeep: `Pages more than ${CASE_LIST_NUMBERED_DEPTH_MAX.toLocaleString('en-GB')} cases from either end are reached with Next and Previous`,
} as const;

/** `GET /case/list/`. */
export const caseListQuerySchema = caseListFilterSchema.extend({
  PageNo: pageNoSchema.default(1),
  PageSize: pageSizeSchema,
  /**
   * Where the page starts: a `next` or `prev` cursor of the page beside it, as the server gave it.
   * The page is then read from there, whatever its number; PageNo only names it.
   */
  Cursor: singleLineText()
    .max(CASE_LIST_CURSOR_MAX_LENGTH, { error: CASE_LIST_CURSOR_MESSAGES.malformed })
    .regex(/^[A-Za-z0-9_-]*$/, { error: CASE_LIST_CURSOR_MESSAGES.malformed })
    .default('')
    .transform((cursor) => (cursor === '' ? null : cursor)),
});
export type CaseListQuery = z.input<typeof caseListQuerySchema>;

export const caseListRowSchema = z.object({
  id: z.number().int(),
  caseNumber: z.string(),
  clientFirstName: z.string(),
  clientLastName: z.string(),
  address: z.string(),
  postCode: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  priority: z.enum(CASE_PRIORITIES),
  assignedOfficerId: z.number().int().nullable(),
  assignedOfficerName: z.string().nullable(),
  contractorName: z.string().nullable(),
  referralDate: z.string().nullable(),
  updatedAt: timestampSchema,
  /** The case's clock due soonest of those not stopped (overdue ones first), or none. */
  nextClock: z
    .object({
      definitionId: z.number().int(),
      name: z.string(),
      dueDate: z.string(),
      state: z.enum(CLOCK_STATES),
      rag: z.enum(CLOCK_RAGS),
    })
    .nullable(),
  pinned: z.boolean(),
  /** Restricted to named people (case-restrictions.ts), the caller among them: a lock in the list. */
  restricted: z.boolean(),
  /** The case's current warning notes (none: no icon), for staff before a visit. */
  warningNotes: z.array(warningNoteSummarySchema),
  can: caseAbilitiesSchema,
});
export type CaseListRow = z.output<typeof caseListRowSchema>;

/** A page of the case list, with cursors to the pages either side (null at either end). */
export const caseListPageSchema = pageSchema(caseListRowSchema).extend({
  next: z.string().nullable(),
  prev: z.string().nullable(),
});
export type CaseListPage = z.output<typeof caseListPageSchema>;

export const CASE_SEARCH_SORT_COLUMNS = [CASE_SEARCH_DEFAULT_SORT_COL, 'Relevance'] as const;

/** `GET /caseSearch/list/`: the top bar's search request. */
export const caseSearchRequestSchema = z.object({
  AuthorityId: optionalIdQuerySchema,
  /** Null (absent) for an admin, who searches the whole authority. */
  WebUserId: optionalIdQuerySchema,
  SearchTerm: singleLineText()
    .max(CASE_SEARCH_TERM_MAX_LENGTH, {
      error: `Search for at most ${CASE_SEARCH_TERM_MAX_LENGTH} characters`,
    })
    .default(''),
  Status: z.coerce
    .number({ error: 'Give the status as a number' })
    .int({ error: 'Give the status as a whole number' })
    .refine((value) => value === CASE_SEARCH_ALL_STATUSES || isStatusId(value), {
      error: 'Choose a status from the list, or -1 for all',
    })
    .default(CASE_SEARCH_ALL_STATUSES),
  SortCol: z
    .enum(CASE_SEARCH_SORT_COLUMNS, { error: `Sort by one of: ${CASE_SEARCH_SORT_COLUMNS.join(', ')}` })
    .default(CASE_SEARCH_DEFAULT_SORT_COL),
  SortDir: z.enum(SORT_DIRECTIONS, { error: 'Sort asc or desc' }).default('asc'),
  PageNo: pageNoSchema.default(1),
  PageSize: z.coerce
    .number({ error: 'Give the page size as a number' })
    .int({ error: 'Give the page size as a whole number' })
    .min(1, { error: 'Ask for at least 1 result' })
    .max(CASE_SEARCH_MAX_RESULTS, { error: `Ask for at most ${CASE_SEARCH_MAX_RESULTS} results` })
    .default(CASE_SEARCH_MAX_RESULTS),
});
export type CaseSearchRequest = z.input<typeof caseSearchRequestSchema>;

/** One match of the global search. */
export const caseSearchItemSchema = z.object({
  caseManagerDetailId: z.number().int(),
  caseNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  postCode: z.string(),
  statusName: z.string(),
});
export type CaseSearchItem = z.output<typeof caseSearchItemSchema>;

/** `POST /pin/{caseId}/{webUserId}` toggles; the answer says which way. */
export const casePinSchema = z.object({ caseId: z.number().int(), pinned: z.boolean() });

export const caseIdParamsSchema = z.object({ caseId: recordIdSchema });
export const caseStatusParamsSchema = z.object({ caseId: recordIdSchema, statusId: statusIdSchema });
export const casePinParamsSchema = z.object({ caseId: recordIdSchema, webUserId: recordIdSchema });

/** A person or firm a case can name, as a picker offers it. */
export const caseOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type CaseOption = z.output<typeof caseOptionSchema>;

/** `GET /case/options?CaseId=`: for the form of that case, when it has one. */
export const caseOptionsQuerySchema = z.object({ CaseId: recordIdSchema.optional() });
export type CaseOptionsQuery = z.input<typeof caseOptionsQuerySchema>;

/** `GET /case/options`: whom the caller may assign a case to, and the contractors they may name. */
export const caseOptionsSchema = z.object({
  officers: z.array(caseOptionSchema),
  contractors: z.array(caseOptionSchema),
});
export type CaseOptions = z.output<typeof caseOptionsSchema>;

export const CASE_MESSAGES = {
  added: (caseNumber: string) => `Case ${caseNumber} has been added.`,
  updated: (caseNumber: string) => `Case ${caseNumber} has been saved.`,
  statusChanged: (caseNumber: string, statusName: string) => `Case ${caseNumber} is now ${statusName}.`,
  transitionRefused: (from: string, to: string) => `A case cannot move from ${from} to ${to}.`,
  reopenForAdmins: 'Only an authority administrator can reopen a closed or withdrawn case.',
  notFound: 'This case does not exist, or you do not have access to it.',
  officerNotInAuthority:
    'Choose an officer of this authority: an active member of staff who may change cases',
  contractorNotInAuthority: 'Choose an active contractor of this authority',
  readOnly: 'You can view cases but not change them.',
  pinned: 'Pinned to the top of your case list.',
  unpinned: 'Unpinned.',
} as const;

const tag = 'cases';

/** The fields of a case that works, for the examples. */
const EXAMPLE_CASE = {
  clientFirstName: 'Ada',
  clientLastName: 'Lovelace',
  addressLine1: '12 Mill Lane',
  postCode: 'B33 8TH',
};

/** A council's cases: read by the officers they are assigned to and the authority's ADMINs. */
export const caseEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: '/case/add',
    summary: 'Open a case: numbered by the server, its first status in the history',
    tag,
    access: ACCESS.caseWriters,
    body: addCaseRequestSchema,
    data: caseSchema,
    errors: [400, 401, 403, 404],
    example: { body: EXAMPLE_CASE },
  }),
  edit: defineEndpoint({
    method: 'GET',
    path: '/case/edit/:id',
    summary: 'A case, with the statuses the caller may move it to and what they may do',
    tag,
    access: ACCESS.caseReaders,
    params: z.object({ id: recordIdSchema }),
    data: caseSchema,
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('case') } },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/case/Update',
    summary: 'Save a case; a stale version is a 409 whose data.current is the case as it is now',
    tag,
    access: ACCESS.caseWriters,
    body: updateCaseRequestSchema,
    data: caseSchema,
    errors: [400, 401, 403, 404, 409],
    example: {
      // No officer named: an officer's case stays theirs, an admin's is left unassigned (the
      // authority's own account, an ADMIN, is no officer: naming it is a 400).
      body: { id: recordOf('case'), version: 1, ...EXAMPLE_CASE, assignedOfficerId: null },
    },
  }),
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/:statusId',
    summary: 'Move a case to another status, with an optional note',
    description:
      'Allowed moves follow docs/statuses.md; reopening a closed or withdrawn case is for an authority ADMIN (403 otherwise); another move the rules refuse is a 422.',
    tag,
    access: ACCESS.caseWriters,
    params: caseStatusParamsSchema,
    body: changeCaseStatusRequestSchema,
    data: caseSchema,
    errors: [400, 401, 403, 404, 409, 422],
    example: { params: { caseId: recordOf('case'), statusId: 2 }, body: { note: 'Assessment visit booked' } },
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/case/options',
    summary: 'The officers and contractors a case form and the case list filters offer the caller',
    description:
      "An authority ADMIN is offered every active user of the authority; anyone else only themselves. For a case (CaseId) restricted to named people, only those of them. Contractors are the authority's active ones, by name.",
    tag,
    access: ACCESS.caseReaders,
    query: caseOptionsQuerySchema,
    data: caseOptionsSchema,
    errors: [400, 401, 403, 404],
  }),
  statusHistory: defineEndpoint({
    method: 'GET',
    path: '/case/status-history/:caseId',
    summary: "A case's statuses, oldest first: who moved it, when, from, to and why",
    tag,
    access: ACCESS.caseReaders,
    params: caseIdParamsSchema,
    data: z.array(caseStatusChangeSchema),
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/case/list/',
    summary: "One page of the caller's cases, filtered and sorted, their pinned cases first",
    description:
      'ApplicationStatusMasterIds is comma-joined; SortCol is one of an allow-list. An authority ADMIN lists every case of the authority, anyone else the cases assigned to them.',
    tag,
    access: ACCESS.caseReaders,
    query: caseListQuerySchema,
    data: caseListPageSchema,
    errors: [400, 401, 403],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/caseSearch/list/',
    summary: 'The global search: case number, client name (typos tolerated), post code or street',
    description:
      "Exact case numbers first, then prefixes, then the closest names and addresses; at most 20 results. An AuthorityId or WebUserId other than the caller's is a 403.",
    tag,
    access: ACCESS.caseReaders,
    query: caseSearchRequestSchema,
    data: pageSchema(caseSearchItemSchema),
    errors: [400, 401, 403],
    example: { query: { AuthorityId: recordOf('authority'), SearchTerm: 'Lovelace' } },
  }),
  pin: defineEndpoint({
    method: 'POST',
    path: '/pin/:caseId/:webUserId',
    summary: "Pin a case to the top of one's own case list, or unpin it",
    description: "Only for oneself: another user's id is a 403.",
    tag,
    access: ACCESS.caseReaders,
    params: casePinParamsSchema,
    data: casePinSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case'), webUserId: recordOf('caller') } },
  }),
};
