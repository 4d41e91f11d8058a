import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';
import { calendarDaySchema } from './dates';
import { requiredText } from './records';

/**
 * The year's spend against the allocation (docs/spend.md). A financial year runs from 1 April to
 * 31 March and is named by the year it starts in: 2026 is 2026/27. An authority ADMIN records the
 * year's allocation and any in-year changes; the Spend view sets what is paid and committed
 * against it. Money is whole pence.
 */

export const EARLIEST_FINANCIAL_YEAR = 2000;
export const LATEST_FINANCIAL_YEAR = 2100;
/** An allocation or change beyond this (£100m) is a typing slip: the largest DFG allocations are a few million. */
export const ALLOCATION_MAX_PENCE = 10_000_000_000;
export const ALLOCATION_REASON_MAX_LENGTH = 300;
export const MAX_ALLOCATION_CHANGES_PER_YEAR = 100;

/** The financial year a day (YYYY-MM-DD) falls in: the year of the 1 April on or before it. */
export function financialYearOf(day: string): number {
  const year = Number(day.slice(0, 4));
  return day.slice(5) >= '04-01' ? year : year - 1;
}

/** "2026/27". */
export function financialYearLabel(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of a financial year, inclusive. */
export function financialYearRange(year: number): { from: string; to: string } {
  return { from: `${year}-04-01`, to: `${year + 1}-03-31` };
}

export const SPEND_MESSAGES = {
  year: `Choose a financial year from ${EARLIEST_FINANCIAL_YEAR} to ${LATEST_FINANCIAL_YEAR}`,
  allocation: 'Enter the allocation for the year',
  notWhole: 'Give the amount in whole pence',
  allocationTooLarge: `That is more than £${(ALLOCATION_MAX_PENCE / 100).toLocaleString('en-GB')}: check it`,
  change: 'Enter the change, more or less, in pence',
  changeZero: 'A change of nothing changes nothing: enter the amount',
  changeOutsideYear: 'Choose a date within the financial year',
  belowZero: 'That takes the year’s allocation below nothing',
  noAllocation: 'Record the year’s allocation before changing it',
  tooManyChanges: `A year holds at most ${MAX_ALLOCATION_CHANGES_PER_YEAR} changes`,
} as const;

export const SPEND_EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook's name for the year: 2026 is spend-2026-27.xlsx. */
export const spendExportFileName = (year: number) =>
  `spend-${financialYearLabel(year).replace('/', '-')}.xlsx`;

export const SPEND_DONE = {
  allocation: 'Allocation loaded.',
  allocationSaved: 'Allocation saved.',
  changeAdded: 'In-year change recorded.',
  spend: 'Spend loaded.',
} as const;

const financialYearSchema = z.coerce
  .number({ error: SPEND_MESSAGES.year })
  .int({ error: SPEND_MESSAGES.year })
  .min(EARLIEST_FINANCIAL_YEAR, { error: SPEND_MESSAGES.year })
  .max(LATEST_FINANCIAL_YEAR, { error: SPEND_MESSAGES.year });

/** A financial year as a query's value, or nothing (the year under way). */
export const optionalFinancialYearQuerySchema = z
  .union([z.literal(''), financialYearSchema], { error: SPEND_MESSAGES.year })
  .default('')
  .transform((value) => (value === '' ? null : value));

/**
 * The Spend figures whose cases the case list can show (docs/spend.md): paid in the year (or a
 * month of it), committed as at its end (or today), approved in it (perhaps of one adaptation
 * type), and final payment paid in it.
 */
export const SPEND_FIGURES = ['Paid', 'Committed', 'Approved', 'FinalPaid'] as const;
export type SpendFigure = (typeof SPEND_FIGURES)[number];
export const SPEND_FIGURE_LABELS: Record<SpendFigure, string> = {
  Paid: 'Paid',
  Committed: 'Committed',
  Approved: 'Approved',
  FinalPaid: 'Final payment paid',
};

export const financialYearParamsSchema = z.object({ year: financialYearSchema });

const signedPence = (message: string) =>
  z
    .number({ error: message })
    .int({ error: SPEND_MESSAGES.notWhole })
    .min(-ALLOCATION_MAX_PENCE, { error: SPEND_MESSAGES.allocationTooLarge })
    .max(ALLOCATION_MAX_PENCE, { error: SPEND_MESSAGES.allocationTooLarge });

/** An in-year change of the allocation: more or less, with the reason and the day it was made. */
export const allocationChangeFieldsSchema = z.object({
  amountPence: signedPence(SPEND_MESSAGES.change).refine((value) => value !== 0, {
    error: SPEND_MESSAGES.changeZero,
  }),
  reason: requiredText('why the allocation changes', ALLOCATION_REASON_MAX_LENGTH),
  changedOn: calendarDaySchema('Enter the date of the change as a real date'),
});
export type AllocationChangeFields = z.input<typeof allocationChangeFieldsSchema>;

export const allocationChangeSchema = z.object({
  id: z.number().int(),
  amountPence: z.number().int(),
  reason: z.string(),
  changedOn: z.string(),
  recordedBy: z.string(),
});

/** `GET /spend/allocation/{year}`. */
export const yearAllocationSchema = z.object({
  year: z.number().int(),
  label: z.string(),
  /** The allocation as first recorded; null while none is. */
  allocationPence: z.number().int().nullable(),
  changes: z.array(allocationChangeSchema),
  /** The allocation with every change; null while none is recorded. */
  totalPence: z.number().int().nullable(),
  /** Bumped by every change to the year's allocation: a stale one is a 409. */
  version: z.number().int(),
  can: z.object({ change: z.boolean() }),
});
export type YearAllocation = z.output<typeof yearAllocationSchema>;

export const saveAllocationRequestSchema = z.object({
  version: z.number().int().min(0),
  allocationPence: z
    .number({ error: SPEND_MESSAGES.allocation })
    .int({ error: SPEND_MESSAGES.notWhole })
    .min(0, { error: SPEND_MESSAGES.allocation })
    .max(ALLOCATION_MAX_PENCE, { error: SPEND_MESSAGES.allocationTooLarge }),
});
export const addAllocationChangeRequestSchema = z.object({
  version: z.number().int().min(0),
  change: allocationChangeFieldsSchema,
});
export type SaveAllocationRequest = z.input<typeof saveAllocationRequestSchema>;
export type AddAllocationChangeRequest = z.input<typeof addAllocationChangeRequestSchema>;

const figure = z.object({ pence: z.number().int(), cases: z.number().int() });

/**
 * `GET /spend/{year}`: the year's money, as at its last day (or today, for the year under way).
 * - paid: payments marked paid with a payment date in the year;
 * - committed: for every grant approved by then whose final payment is not yet paid by then, its
 *   approved total (with approved variations) less what was paid on it by then;
 * - remaining: the allocation (with changes) less paid and committed; null without an allocation.
 */
export const yearSpendSchema = z.object({
  year: z.number().int(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  /** The day the figures are as at: the year's last day, or today for the year under way. */
  asAt: z.string(),
  allocationPence: z.number().int().nullable(),
  paid: figure,
  committed: figure,
  remainingPence: z.number().int().nullable(),
  /** Paid by month, April to March, each `YYYY-MM`. */
  paidByMonth: z.array(z.object({ month: z.string(), pence: z.number().int(), cases: z.number().int() })),
  /** Grants approved in the year, by the adaptation type of their works (a case with two types counts in each). */
  approvedByAdaptationType: z.array(
    z.object({
      adaptationTypeId: z.number().int(),
      name: z.string(),
      pence: z.number().int(),
      cases: z.number().int(),
    }),
  ),
  /** Grants approved in the year: how many, their approved totals, average and median. */
  approved: z.object({
    cases: z.number().int(),
    pence: z.number().int(),
    averagePence: z.number().int().nullable(),
    medianPence: z.number().int().nullable(),
  }),
  /** Final payments paid in the year: days from the grant's approval to that payment. */
  approvalToFinalPayment: z.object({
    cases: z.number().int(),
    averageDays: z.number().nullable(),
    medianDays: z.number().nullable(),
  }),
});
export type YearSpend = z.output<typeof yearSpendSchema>;

const tag = 'spend';

export const spendEndpoints = {
  allocation: defineEndpoint({
    method: 'GET',
    path: '/spend/allocation/:year',
    summary: "The authority's allocation for a financial year, with its in-year changes",
    tag,
    access: ACCESS.caseTeamReaders,
    params: financialYearParamsSchema,
    data: yearAllocationSchema,
    errors: [400, 401, 403],
    example: { params: { year: 2026 } },
  }),
  saveAllocation: defineEndpoint({
    method: 'POST',
    path: '/spend/allocation/:year',
    summary: "Record or correct the financial year's allocation (an authority ADMIN)",
    tag,
    access: ACCESS.caseTeamReaders,
    params: financialYearParamsSchema,
    body: saveAllocationRequestSchema,
    data: yearAllocationSchema,
    errors: [400, 401, 403, 409],
    example: { params: { year: 2026 }, body: { version: 0, allocationPence: 120_000_000 } },
  }),
  addAllocationChange: defineEndpoint({
    method: 'POST',
    path: '/spend/allocation/:year/changes',
    summary: 'Record an in-year change of the allocation, more or less, with the reason',
    tag,
    access: ACCESS.caseTeamReaders,
    params: financialYearParamsSchema,
    body: addAllocationChangeRequestSchema,
    data: yearAllocationSchema,
    errors: [400, 401, 403, 409, 422],
    example: {
      params: { year: 2026 },
      body: {
        version: 1,
        change: {
          amountPence: 15_000_000,
          reason: 'In-year top-up from the Better Care Fund',
          changedOn: '2026-10-01',
        },
      },
    },
  }),
  spend: defineEndpoint({
    method: 'GET',
    path: '/spend/:year',
    summary: "The financial year's allocation, paid, committed and remaining, by month and adaptation type",
    tag,
    access: ACCESS.caseTeamReaders,
    params: financialYearParamsSchema,
    data: yearSpendSchema,
    errors: [400, 401, 403],
    example: { params: { year: 2026 } },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/spend/:year/excel',
    summary: "The financial year's Spend figures as an Excel workbook",
    description:
      'The figures of GET /spend/{year} in three sheets: the year, paid by month, approved by adaptation type; money in pounds as numbers.',
    tag,
    access: ACCESS.caseTeamReaders,
    params: financialYearParamsSchema,
    data: z.never(),
    file: {
      contentType: SPEND_EXPORT_CONTENT_TYPE,
      description: 'The figures as an .xlsx workbook (attachment spend-YYYY-YY.xlsx)',
    },
    errors: [400, 401, 403],
    example: { params: { year: 2026 } },
  }),
} as const;
