import { z } from 'zod';
import { ACCESS } from './access-rules';
import { recordOf } from './examples';
import { authoritySummarySchema } from './admin';
import { emailSchema } from './auth';
import { pagedListQuerySchema, pageSchema } from './paging';
import { recordEndpoints } from './record-endpoints';
import { optionalText, recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';
import { singleLineText } from './text';
import { optionalUkPostCodeSchema, ukPhoneSchema } from './uk';

/** Trades the contractor form suggests; any other trade may be typed. */
export const CONTRACTOR_TRADE_SUGGESTIONS = [
  'Builder',
  'Carpenter',
  'Decorator',
  'Electrician',
  'Flooring',
  'Groundworks',
  'Heating engineer',
  'Level-access shower installer',
  'Plumber',
  'Ramp installer',
  'Roofer',
  'Stairlift installer',
  'Through-floor lift installer',
] as const;
export const CONTRACTOR_MAX_TRADES = 20;

const tradeSchema = singleLineText()
  .min(1, { error: 'Remove the empty trade' })
  .max(60, { error: 'Use at most 60 characters for a trade' })
  .transform((value) => value.replace(/\s+/g, ' '));

/** Trades, tidied: extra spaces gone, repeats (whatever their capitals) kept once. */
const tradesSchema = z
  .array(tradeSchema, { error: 'Give the trades as a list' })
  .max(CONTRACTOR_MAX_TRADES, { error: `Give at most ${CONTRACTOR_MAX_TRADES} trades` })
  .default([])
  .transform((trades) =>
    trades.filter(
      (trade, index) => trades.findIndex((other) => other.toLowerCase() === trade.toLowerCase()) === index,
    ),
  );

/** Absent or blank: none. */
const optionalEmailSchema = singleLineText()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(emailSchema.nullable());

export const contractorFieldsSchema = z.object({
  companyName: requiredText('the company name', 200),
  contactName: requiredText('a contact name', 200),
  email: optionalEmailSchema,
  phone: ukPhoneSchema,
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  addressLine3: optionalText(200),
  town: optionalText(100),
  postCode: optionalUkPostCodeSchema,
  trades: tradesSchema,
});

/** `POST /contractor/add`. */
export const addContractorRequestSchema = contractorFieldsSchema.extend({ authorityId: recordIdSchema });
export type AddContractorRequest = z.input<typeof addContractorRequestSchema>;

/** `POST /contractor/update`: every field again, with the version read. */
export const updateContractorRequestSchema = contractorFieldsSchema.extend({
  id: recordIdSchema,
  version: versionSchema,
});
export type UpdateContractorRequest = z.input<typeof updateContractorRequestSchema>;

export const contractorCanSchema = z.object({ edit: z.boolean(), toggleActive: z.boolean() });

export const contractorSchema = z.object({
  id: z.number().int(),
  authorityId: z.number().int(),
  companyName: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  town: z.string().nullable(),
  postCode: z.string().nullable(),
  trades: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
  can: contractorCanSchema,
});
export type Contractor = z.infer<typeof contractorSchema>;

export const CONTRACTOR_SORT_COLUMNS = [
  'companyName',
  'contactName',
  'town',
  'isActive',
  'createdAt',
] as const;
export type ContractorSortColumn = (typeof CONTRACTOR_SORT_COLUMNS)[number];

/** `GET /contractor/list/{authorityId}?pageNo=&pageSize=&search=&sortCol=&sortDir=&status=`; search covers company, contact and trades. */
export const contractorListQuerySchema = pagedListQuerySchema(CONTRACTOR_SORT_COLUMNS, 'companyName');

export const contractorPageSchema = pageSchema(contractorSchema).extend({
  authority: authoritySummarySchema,
});
export type ContractorPage = z.infer<typeof contractorPageSchema>;

/** The fields of a contractor that works, for the examples. */
const EXAMPLE_CONTRACTOR = {
  companyName: 'Borsetshire Lifts',
  contactName: 'Bob Fitter',
  phone: '01632 960 123',
};

/**
 * An authority's contractors: everyone in the authority reads them; platform admins (any
 * authority) and authority ADMINs (their own) change them.
 */
export const contractorEndpoints = recordEndpoints({
  tag: 'contractors',
  noun: 'a contractor',
  access: { read: ACCESS.contractorReaders, manage: ACCESS.contractorManagers },
  paths: {
    list: '/contractor/list/:authorityId',
    add: '/contractor/add',
    edit: '/contractor/edit/:id',
    update: '/contractor/update',
    setActive: '/contractor/isactive/:id',
  },
  schemas: {
    record: contractorSchema,
    page: contractorPageSchema,
    listQuery: contractorListQuerySchema,
    add: addContractorRequestSchema,
    update: updateContractorRequestSchema,
  },
  summaries: {
    list: "One page of an authority's contractors, searched (company, contact, trade) and sorted",
    add: 'Add a contractor to an authority',
  },
  examples: {
    list: { params: { authorityId: recordOf('authority') } },
    add: { body: { authorityId: recordOf('authority'), ...EXAMPLE_CONTRACTOR } },
    edit: { params: { id: recordOf('contractor') } },
    update: { body: { id: recordOf('contractor'), version: 1, ...EXAMPLE_CONTRACTOR } },
    setActive: { params: { id: recordOf('contractor') } },
  },
});
