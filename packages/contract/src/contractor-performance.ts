import { z } from 'zod';
import { ACCESS } from './access-rules';
import { optionalDayQuerySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema } from './records';

/**
 * How each of an authority's contractors performed over a period (docs/contractor-performance.md):
 * quotes given and accepted, jobs ordered and finished, working days from works ordered to works
 * completed against the quote's estimate, and the variations of their jobs. For authority ADMINs.
 */

export const CONTRACTOR_PERFORMANCE_MESSAGES = {
  from: 'Enter the start of the period as a real date',
  to: 'Enter the end of the period as a real date',
  bothOrNeither: 'Give both dates of the period, or neither for this financial year',
  /** A form that always sends both: one is blank. */
  bothDates: 'Enter both dates of the period',
  order: 'The start of the period cannot be after its end',
} as const;

export const CONTRACTOR_PERFORMANCE_DONE = {
  list: 'Contractor performance loaded.',
  one: 'Contractor performance loaded.',
} as const;

/**
 * `?from=&to=`: the period's first and last days, both included. Neither: the financial year under
 * way (the server's today, Europe/London).
 */
export const contractorPerformanceQuerySchema = z
  .object({
    from: optionalDayQuerySchema(CONTRACTOR_PERFORMANCE_MESSAGES.from),
    to: optionalDayQuerySchema(CONTRACTOR_PERFORMANCE_MESSAGES.to),
  })
  .refine(({ from, to }) => (from === null) === (to === null), {
    error: CONTRACTOR_PERFORMANCE_MESSAGES.bothOrNeither,
    path: ['to'],
  })
  .refine(({ from, to }) => from === null || to === null || from <= to, {
    error: CONTRACTOR_PERFORMANCE_MESSAGES.order,
    path: ['to'],
  });
export type ContractorPerformanceQuery = z.input<typeof contractorPerformanceQuerySchema>;

export const contractorPerformanceParamsSchema = z.object({ id: recordIdSchema });

const count = z.number().int().min(0);
const workingDays = z.number().nullable();

/** One contractor's figures over the period. */
export const contractorPerformanceSchema = z.object({
  contractorId: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  /** Their quotes received in the period. */
  quotesGiven: count,
  /** …of which a case's grant accepted. */
  quotesAccepted: count,
  /** Approved grants on their accepted quote whose works were ordered in the period. */
  jobs: count,
  /** Approved grants on their accepted quote whose works were completed in the period. */
  finished: count,
  /** Median working days from works ordered to works completed over the finished jobs (one decimal place). */
  medianWorkingDays: workingDays,
  /** Median of the finished jobs' quoted estimates, in working days (one decimal place). */
  medianEstimatedWorkingDays: workingDays,
  /** Finished jobs completed within their quote's estimate. */
  onTime: count,
  /** Finished jobs whose quote gave no estimate: left out of the on-time share. */
  noEstimate: count,
  /** onTime over the finished jobs with an estimate and a works-ordered day; null when there are none. */
  onTimeShare: z.number().min(0).max(1).nullable(),
  /** Approved variations of their jobs decided in the period: how many, and their cost changes summed (pence, either way). */
  variations: z.object({ count, pence: z.number().int() }),
});
export type ContractorPerformance = z.output<typeof contractorPerformanceSchema>;

const periodSchema = { from: z.string(), to: z.string() };

/** `GET /contractors/performance`. */
export const contractorPerformanceListSchema = z.object({
  ...periodSchema,
  /** Every contractor with something in the period, and every active one, by name. */
  contractors: z.array(contractorPerformanceSchema),
});
export type ContractorPerformanceList = z.output<typeof contractorPerformanceListSchema>;

/** `GET /contractors/{id}/performance`. */
export const oneContractorPerformanceSchema = z.object({
  ...periodSchema,
  contractor: contractorPerformanceSchema,
});
export type OneContractorPerformance = z.output<typeof oneContractorPerformanceSchema>;

const tag = 'contractors';
const example = { query: { from: '2026-04-01', to: '2027-03-31' } };

export const contractorPerformanceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/contractors/performance',
    summary: "The authority's contractors' performance over a period (default: this financial year)",
    tag,
    access: ACCESS.caseTeamReaders,
    query: contractorPerformanceQuerySchema,
    data: contractorPerformanceListSchema,
    errors: [400, 401, 403],
    example,
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/contractors/:id/performance',
    summary: "One contractor's performance over a period (default: this financial year)",
    tag,
    access: ACCESS.caseTeamReaders,
    params: contractorPerformanceParamsSchema,
    query: contractorPerformanceQuerySchema,
    data: oneContractorPerformanceSchema,
    errors: [400, 401, 403, 404],
    example: { ...example, params: { id: recordOf('contractor') } },
  }),
} as const;
