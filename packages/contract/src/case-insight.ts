import { z } from 'zod';
import { ACCESS } from './access-rules';
import { caseListFilterSchema, yearMonthQuerySchema } from './cases';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema } from './records';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, singleLineText } from './text';

/**
 * The case list's filter as the dashboard and the export take it in a query string (spec §7):
 * the web client sends a field that has no value as the literal `NULL`, which means the same as
 * leaving the field out. (A search for the word "NULL" in capitals is therefore no search.)
 */
const NO_VALUE = 'NULL';

/** A query field that also takes `NULL` for no value, with its own checks and messages otherwise. */
function allowingNoValue<T extends z.ZodType>(field: T): z.ZodType<z.output<T>, string | undefined> {
  // Query strings are text: whatever the field's own input type, it is given a string here.
  const fromText = field as unknown as z.ZodType<z.output<T>, string | undefined>;
  // Refused control characters first, with the message every text field gives for them.
  return z
    .string()
    .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE })
    .optional()
    .transform((value) => (value === NO_VALUE ? undefined : value))
    .pipe(fromText);
}

const filterShape = caseListFilterSchema.shape;

/** `GET /caseexcel/list`: the case list's filters and sort, no paging; `NULL` is no value. */
export const caseFilterQuerySchema = z.object({
  ApplicationStatusMasterIds: allowingNoValue(filterShape.ApplicationStatusMasterIds),
  SearchTerm: allowingNoValue(filterShape.SearchTerm),
  OfficerId: allowingNoValue(filterShape.OfficerId),
  ContractorId: allowingNoValue(filterShape.ContractorId),
  Priority: allowingNoValue(filterShape.Priority),
  ReferralDateFrom: allowingNoValue(filterShape.ReferralDateFrom),
  ReferralDateTo: allowingNoValue(filterShape.ReferralDateTo),
  OpenedMonth: allowingNoValue(filterShape.OpenedMonth),
  ClosedMonth: allowingNoValue(filterShape.ClosedMonth),
  ClockId: allowingNoValue(filterShape.ClockId),
  ClockState: allowingNoValue(filterShape.ClockState),
  ClockMonth: allowingNoValue(filterShape.ClockMonth),
  ClockMonthTo: allowingNoValue(filterShape.ClockMonthTo),
  AwaitingApproval: allowingNoValue(filterShape.AwaitingApproval),
  SpendFigure: allowingNoValue(filterShape.SpendFigure),
  SpendYear: allowingNoValue(filterShape.SpendYear),
  SpendMonth: allowingNoValue(filterShape.SpendMonth),
  AdaptationTypeId: allowingNoValue(filterShape.AdaptationTypeId),
  SortCol: allowingNoValue(filterShape.SortCol),
  SortDir: allowingNoValue(filterShape.SortDir),
});
export type CaseFilterQuery = z.input<typeof caseFilterQuerySchema>;

/** Cases one export may name by id: the cases ticked for a bulk action (docs/bulk-actions.md). */
export const CASE_EXPORT_IDS_MAX = 500;

/**
 * `GET /caseexcel/list`: the filter, and optionally `CaseIds` (comma-joined): then only those of
 * the filter's cases, the ticked cases of the case list.
 */
export const caseExportQuerySchema = caseFilterQuerySchema.extend({
  CaseIds: singleLineText()
    .max(CASE_EXPORT_IDS_MAX * 11, { error: `Name at most ${CASE_EXPORT_IDS_MAX} cases` })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '' || value === NO_VALUE) return null;
      const ids = value.split(',').map((part) => Number(part.trim()));
      if (
        ids.length > CASE_EXPORT_IDS_MAX ||
        !ids.every((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647)
      ) {
        context.issues.push({
          code: 'custom',
          message: `Give at most ${CASE_EXPORT_IDS_MAX} case ids, comma-joined`,
          input: value,
        });
        return z.NEVER;
      }
      return ids;
    }),
});
export type CaseExportQuery = z.input<typeof caseExportQuerySchema>;

/** The longest monthly series a chart asks for: five years. */
export const INSIGHT_MAX_MONTHS = 60;
/** The monthly series without a range chosen: the twelve months up to this one. */
export const INSIGHT_DEFAULT_MONTHS = 12;

const monthQuerySchema = allowingNoValue(yearMonthQuerySchema);

/** Months from `from` to `to` inclusive (both `YYYY-MM`). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/**
 * `GET /case/chartList/`: the case list's filter (sort accepted and ignored), and the months of
 * the opened and closed series, `YYYY-MM` in Europe/London. Without them: the twelve months up to
 * this one; with one, the other is eleven months from it.
 */
export const chartListQuerySchema = caseFilterQuerySchema
  .extend({ MonthFrom: monthQuerySchema, MonthTo: monthQuerySchema })
  .refine(({ MonthFrom, MonthTo }) => !MonthFrom || !MonthTo || monthsBetween(MonthFrom, MonthTo) >= 1, {
    error: 'The first month cannot be after the last',
    path: ['MonthTo'],
  })
  .refine(
    ({ MonthFrom, MonthTo }) =>
      !MonthFrom || !MonthTo || monthsBetween(MonthFrom, MonthTo) <= INSIGHT_MAX_MONTHS,
    { error: `Choose at most ${INSIGHT_MAX_MONTHS} months`, path: ['MonthTo'] },
  );
export type ChartListQuery = z.input<typeof chartListQuerySchema>;

const statusCountSchema = z.object({
  statusId: z.number().int(),
  statusName: z.string(),
  cases: z.number().int(),
});
export type StatusCount = z.output<typeof statusCountSchema>;

/**
 * A caseload at a glance: one user's (the cases assigned to them) or, for an authority ADMIN, the
 * team's (every case of the authority).
 */
export const caseloadSummarySchema = z.object({
  /** Every open status (not Closed or Withdrawn), in master order, with the caseload's cases in it (0 included). */
  openCasesByStatus: z.array(statusCountSchema),
  openCases: z.number().int(),
  /**
   * Action items on the caseload's cases that are not completed nor dismissed, scheduled before
   * now (overdue) and from now on (upcoming). Zero while no case has a diary.
   */
  overdueActions: z.number().int(),
  upcomingActions: z.number().int(),
  /** The caseload's cases that were opened in the current month, Europe/London. */
  openedThisMonth: z.number().int(),
  /** That month, `YYYY-MM`. */
  month: z.string(),
});
export type CaseloadSummary = z.output<typeof caseloadSummarySchema>;

/** `GET /case/user-summary/{authorityId}/{webUserId}`: one user's caseload at a glance. */
export const userSummarySchema = caseloadSummarySchema.extend({ webUserId: z.number().int() });
export type UserSummary = z.output<typeof userSummarySchema>;

export const userSummaryParamsSchema = z.object({ authorityId: recordIdSchema, webUserId: recordIdSchema });

/** `GET /case/team-summary/{authorityId}`: the authority's whole caseload. */
export const teamSummaryParamsSchema = z.object({ authorityId: recordIdSchema });

/** Cases opened (created) and closed (Closed or Withdrawn entered, and still so) in a month. */
export const monthlyCountSchema = z.object({
  month: z.string(),
  opened: z.number().int(),
  closed: z.number().int(),
});
export type MonthlyCount = z.output<typeof monthlyCountSchema>;

/**
 * How long the filtered cases spent in a status, from the status history: each stay runs from
 * the change into the status to the next change; an open case's current stay counts up to now;
 * a closed or withdrawn case's current stay is not a wait and is not counted.
 */
export const timeInStatusSchema = z.object({
  statusId: z.number().int(),
  statusName: z.string(),
  /** The stays counted. */
  stays: z.number().int(),
  /** Their mean length in days (one decimal place); null without stays. */
  averageDays: z.number().nullable(),
});
export type TimeInStatus = z.output<typeof timeInStatusSchema>;

export const officerCountSchema = z.object({
  /** Null: cases nobody is assigned. */
  officerId: z.number().int().nullable(),
  officerName: z.string().nullable(),
  cases: z.number().int(),
});
export type OfficerCount = z.output<typeof officerCountSchema>;

export const contractorCountSchema = z.object({
  /** Null: cases with no contractor. */
  contractorId: z.number().int().nullable(),
  contractorName: z.string().nullable(),
  cases: z.number().int(),
});
export type ContractorCount = z.output<typeof contractorCountSchema>;

/** `GET /case/chartList/`: the dashboard's charts over the cases the filter lists. */
export const chartListSchema = z.object({
  totalCases: z.number().int(),
  /** Every status in master order, 0 included. */
  byStatus: z.array(statusCountSchema),
  /** Every month of the range, oldest first, empty months as 0. */
  monthly: z.array(monthlyCountSchema),
  /** Every status in master order. */
  timeInStatus: z.array(timeInStatusSchema),
  /** Officers with cases, most cases first (then by name); the unassigned as a null officer. */
  byOfficer: z.array(officerCountSchema),
  /** Contractors with cases, most cases first (then by name); cases without one as a null contractor. */
  byContractor: z.array(contractorCountSchema),
});
export type ChartList = z.output<typeof chartListSchema>;

/** Clocks met and missed: those that stopped in a month, or in the range. */
const outcomeCountsSchema = z.object({ met: z.number().int(), missed: z.number().int() });

/** How long a clock ran, in working days less its pauses, over the clocks that stopped in the range. */
const clockDaysSchema = z.object({
  /** Null without a clock stopped in the range. */
  median: z.number().nullable(),
  p90: z.number().nullable(),
});

const clockGroupSchema = outcomeCountsSchema.extend({ days: clockDaysSchema });

/** One clock of the authority on the dashboard (docs/clocks.md). */
export const clockPerformanceSchema = outcomeCountsSchema.extend({
  definitionId: z.number().int(),
  name: z.string(),
  /** Every month of the range, oldest first, empty months as 0: clocks stopped in the month. */
  months: z.array(outcomeCountsSchema.extend({ month: z.string() })),
  /** Now: clocks not stopped and past their due date. */
  overdue: z.number().int(),
  /** Now: clocks not stopped, due within CLOCK_DUE_SOON_WORKING_DAYS working days. */
  dueSoon: z.number().int(),
  days: clockDaysSchema,
  /** By the case's officer, most stopped first (then by name); unassigned cases as a null officer. */
  byOfficer: z.array(
    clockGroupSchema.extend({ officerId: z.number().int().nullable(), officerName: z.string().nullable() }),
  ),
  /** By the case's contractor, likewise; cases without one as a null contractor. */
  byContractor: z.array(
    clockGroupSchema.extend({
      contractorId: z.number().int().nullable(),
      contractorName: z.string().nullable(),
    }),
  ),
});
export type ClockPerformance = z.output<typeof clockPerformanceSchema>;

/** `GET /case/clockPerformance/`: each clock's outcomes over the cases the filter lists. */
export const clockPerformanceListSchema = z.object({
  /** The months of the range, `YYYY-MM`, oldest first. */
  months: z.array(z.string()),
  /** The authority's clocks, in their settings' order. */
  clocks: z.array(clockPerformanceSchema),
});
export type ClockPerformanceList = z.output<typeof clockPerformanceListSchema>;

export const CASE_EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The export's file name for a day (`YYYY-MM-DD`, Europe/London). */
export function caseExportFileName(day: string): string {
  return `cases-${day}.xlsx`;
}

export const CASE_INSIGHT_MESSAGES = {
  otherUsersSummary: 'You can see only your own summary.',
  userNotFound: 'That user',
} as const;

const tag = 'case insight';

/** The authority dashboard and the export: figures and files over the cases the caller may see. */
export const caseInsightEndpoints = {
  userSummary: defineEndpoint({
    method: 'GET',
    path: '/case/user-summary/:authorityId/:webUserId',
    summary: "A user's caseload: open cases by status, overdue and upcoming actions, cases opened this month",
    description:
      "An authority ADMIN may ask for any user of the authority; anyone else only for themselves (another user's id is a 403). An authority id other than the caller's is a 403.",
    tag,
    access: ACCESS.caseReaders,
    params: userSummaryParamsSchema,
    data: userSummarySchema,
    errors: [400, 401, 403, 404],
    example: { params: { authorityId: recordOf('authority'), webUserId: recordOf('caller') } },
  }),
  teamSummary: defineEndpoint({
    method: 'GET',
    path: '/case/team-summary/:authorityId',
    summary:
      "The team's caseload: the authority's open cases by status, overdue and upcoming actions, cases opened this month",
    description:
      "For an authority ADMIN, who sees every case of the authority; an authority id other than the caller's is a 403.",
    tag,
    access: ACCESS.caseTeamReaders,
    params: teamSummaryParamsSchema,
    data: caseloadSummarySchema,
    errors: [400, 401, 403],
    example: { params: { authorityId: recordOf('authority') } },
  }),
  chartList: defineEndpoint({
    method: 'GET',
    path: '/case/chartList/',
    summary: 'The dashboard charts over the cases the case-list filter lists',
    description:
      'Counts by status, cases opened and closed per month (Europe/London) over MonthFrom–MonthTo, average days in each status, cases by officer and by contractor. Scoped like the case list; a field sent as the literal NULL has no value.',
    tag,
    access: ACCESS.caseReaders,
    query: chartListQuerySchema,
    data: chartListSchema,
    errors: [400, 401, 403],
    example: {
      query: {
        ApplicationStatusMasterIds: '1,2,3',
        OfficerId: 'NULL',
        MonthFrom: '2026-01',
        MonthTo: '2026-11',
      },
    },
  }),
  clockPerformance: defineEndpoint({
    method: 'GET',
    path: '/case/clockPerformance/',
    summary: 'Each clock met and missed per month, its working days and its cases due soon or overdue',
    description:
      "Over the cases the case-list filter lists, scoped like the case list: clocks that stopped (met or missed) in each month of MonthFrom–MonthTo (Europe/London), the median and 90th percentile of their working days less pauses, the same by officer and by contractor, and today's overdue and due-soon clocks. A field sent as the literal NULL has no value.",
    tag,
    access: ACCESS.caseReaders,
    query: chartListQuerySchema,
    data: clockPerformanceListSchema,
    errors: [400, 401, 403],
    example: { query: { MonthFrom: '2026-01', MonthTo: '2026-11' } },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/caseexcel/list',
    summary: 'The cases the case-list filter lists, in its order, as an Excel workbook',
    description:
      'Every matching case the caller may see (not paged), or only those of them named in CaseIds, streamed. Text cells that a spreadsheet would read as a formula (starting =, +, -, @, tab or carriage return) are written with a leading apostrophe. Audited with the filter and the number of rows.',
    tag,
    access: ACCESS.caseReaders,
    query: caseExportQuerySchema,
    data: z.never(),
    file: {
      contentType: CASE_EXPORT_CONTENT_TYPE,
      description: 'The cases as an .xlsx workbook (attachment cases-YYYY-MM-DD.xlsx)',
    },
    errors: [400, 401, 403],
    example: {
      query: { ApplicationStatusMasterIds: '1,2', SearchTerm: 'NULL', SortCol: 'ClientName', SortDir: 'asc' },
    },
  }),
};
