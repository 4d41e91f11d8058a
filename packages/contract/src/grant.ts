import { z } from 'zod';
import { ACCESS } from './access-rules';
import { caseIdParamsSchema, STATUS_DATE_MESSAGES } from './cases';
import type { Nation } from './clocks';
import { calendarDaySchema, optionalDayQuerySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { MAX_FILE_BYTES } from './constants';
import { storedFileSchema } from './files';
import { variationEndpointsFor, variationSchema } from './grant-variations';
import { optionalText, recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';
import { multiLineText } from './text';

/**
 * The grant of a case (docs/grant.md): the schedule of works, contractors' quotes for it, and the
 * approval: eligible cost, the applicant's contribution, the mandatory grant within the
 * authority's maximum and any discretionary top-up. Money is whole pence throughout.
 */

/** No single quote, fee or contribution of a disabled facilities grant comes near this: a larger figure is a typing slip. */
export const GRANT_AMOUNT_MAX_PENCE = 100_000_000;

/**
 * The mandatory grant's maximum by nation, until an authority sets its own: £30,000 in England
 * (Wales's £36,000 is set by a Welsh authority, which shares England's calendar here); Northern
 * Ireland's £25,000; Scotland has no mandatory grant of this kind and keeps England's figure as a
 * starting point.
 */
export const DEFAULT_MANDATORY_MAX_PENCE: Record<Nation, number> = {
  ENGLAND_AND_WALES: 3_000_000,
  SCOTLAND: 3_000_000,
  NORTHERN_IRELAND: 2_500_000,
};

export const WORK_DESCRIPTION_MAX_LENGTH = 500;
export const WORK_LOCATION_MAX_LENGTH = 100;
export const GRANT_NOTE_MAX_LENGTH = 1000;
export const GRANT_REASON_MAX_LENGTH = 500;
/** A schedule longer than this is a mistake, not a case. */
export const MAX_WORKS_PER_CASE = 50;
export const MAX_QUOTES_PER_CASE = 20;
/** A quote's estimated duration longer than a working year is a typing slip. */
export const QUOTE_DURATION_MAX_WORKING_DAYS = 260;

/** Where a case's grant stands: being prepared, proposed for approval, or approved. */
export const GRANT_STATES = ['DRAFT', 'PROPOSED', 'APPROVED'] as const;
export type GrantState = (typeof GRANT_STATES)[number];
export const GRANT_STATE_WORDS: Record<GrantState, string> = {
  DRAFT: 'Being prepared',
  PROPOSED: 'Awaiting approval',
  APPROVED: 'Approved',
};

/** Why the applicant pays what they pay: the means test itself is outside Casekeeper. */
export const CONTRIBUTION_BASES = ['PASSPORTED', 'CHILD', 'ASSESSED', 'OTHER'] as const;
export type ContributionBasis = (typeof CONTRIBUTION_BASES)[number];
export const CONTRIBUTION_BASIS_WORDS: Record<ContributionBasis, string> = {
  PASSPORTED: 'Passporting benefit (no contribution)',
  CHILD: 'Grant for a child (no contribution)',
  ASSESSED: 'Assessed by the means test',
  OTHER: 'Other',
};

export const GRANT_MESSAGES = {
  tooLarge: `That amount is more than £${(GRANT_AMOUNT_MAX_PENCE / 100).toLocaleString('en-GB')}: check it`,
  negative: 'The amount cannot be negative',
  notWhole: 'Give the amount in whole pence',
  quoteAmount: 'Enter the amount quoted',
  quoteFuture: 'Enter a received date that is not in the future',
  receivedOnMissing: 'Enter the date the quote was received',
  validBeforeReceived: 'The quote cannot stop being valid before it was received',
  otDateWithoutRecommendation:
    'Give a recommendation date only when an occupational therapist recommended it',
  otDateFuture: 'Enter a recommendation date that is not in the future',
  inactiveContractor: 'That contractor is no longer in use: choose another',
  unknownContractor: 'Choose one of your authority’s contractors',
  unknownAdaptationType: 'Choose one of your authority’s adaptation types',
  tooManyWorks: `A schedule holds at most ${MAX_WORKS_PER_CASE} items`,
  tooManyQuotes: `A case holds at most ${MAX_QUOTES_PER_CASE} quotes`,
  orderMismatch: 'Give every item of the schedule once, in the new order',
  notLowestReason: 'Say why this quote is accepted when a lower one was received',
  approvedLocked: 'The grant is approved: change its works or cost by a variation',
  noWorks: 'Add the works before proposing the grant',
  noAcceptedQuote: 'Accept a quote before proposing the grant',
  contributionFree: 'A passported or child grant has no contribution: enter 0',
  contributionText: 'Say what the contribution is based on',
  otherFeeText: 'Say what the other fee is for',
  contributionAboveCost: 'The contribution cannot be more than the eligible cost',
  topUpsOff: 'Your authority does not give discretionary top-ups: the grant stops at the maximum',
  topUpReason: 'Say why the discretionary top-up is given',
  topUpBeyondNeed: (pence: string) => `The top-up can be at most ${pence}, the cost above the maximum`,
  notProposed: 'The grant has not been proposed for approval',
  alreadyApproved: 'The grant is already approved',
  ownProposal: 'Someone other than the person who proposed the grant must approve it',
  notAtDecision: 'Only a case at Application submitted can be approved',
  quoteAccepted: 'The accepted quote cannot be removed: accept another first',
} as const;

/** The envelope's message of each successful call. */
export const GRANT_DONE = {
  read: 'Grant loaded.',
  workAdded: 'Item added to the schedule of works.',
  workSaved: 'Item saved.',
  workRemoved: 'Item removed from the schedule of works.',
  worksOrdered: 'Schedule of works reordered.',
  quoteAdded: 'Quote recorded.',
  quoteSaved: 'Quote saved.',
  quoteRemoved: 'Quote removed.',
  quoteFile: 'Quote document attached.',
  quoteAccepted: (contractor: string) => `Quote from ${contractor} accepted.`,
  proposed: 'Grant proposed for approval.',
  approved: 'Grant approved. The case is now Approved.',
  settings: 'Grant settings loaded.',
  settingsSaved: 'Grant settings saved.',
} as const;

/** Whole pence, 0 to GRANT_AMOUNT_MAX_PENCE. */
export function penceSchema(missing: string) {
  return z
    .number({ error: missing })
    .int({ error: GRANT_MESSAGES.notWhole })
    .min(0, { error: GRANT_MESSAGES.negative })
    .max(GRANT_AMOUNT_MAX_PENCE, { error: GRANT_MESSAGES.tooLarge });
}

const dateOf = (what: string) => calendarDaySchema(`Enter the ${what} as a real date`);
const optionalDateOf = (what: string) =>
  optionalDayQuerySchema(`Enter the ${what} as a real date`)
    .nullish()
    .transform((value) => value ?? null);

const reasonText = (max: number) =>
  multiLineText()
    .max(max, { error: `Use at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/* ----- Works ----- */

export const workFieldsSchema = z
  .object({
    adaptationTypeId: recordIdSchema,
    description: requiredText('what the works are', WORK_DESCRIPTION_MAX_LENGTH),
    location: optionalText(WORK_LOCATION_MAX_LENGTH),
    otRecommended: z
      .boolean({ error: 'Say whether an occupational therapist recommended it' })
      .default(false),
    otRecommendedOn: optionalDateOf('recommendation date'),
  })
  .refine((work) => work.otRecommended || work.otRecommendedOn === null, {
    path: ['otRecommendedOn'],
    message: GRANT_MESSAGES.otDateWithoutRecommendation,
  });
export type WorkFields = z.input<typeof workFieldsSchema>;

export const workSchema = z.object({
  id: z.number().int(),
  adaptationTypeId: z.number().int(),
  adaptationTypeName: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  otRecommended: z.boolean(),
  otRecommendedOn: z.string().nullable(),
  position: z.number().int(),
  version: z.number().int(),
});
export type Work = z.output<typeof workSchema>;

/* ----- Quotes ----- */

export const quoteFieldsSchema = z
  .object({
    contractorId: recordIdSchema,
    amountPence: penceSchema(GRANT_MESSAGES.quoteAmount).min(1, { error: GRANT_MESSAGES.quoteAmount }),
    receivedOn: z
      .string({ error: GRANT_MESSAGES.receivedOnMissing })
      .min(1, { error: GRANT_MESSAGES.receivedOnMissing })
      .pipe(dateOf('date it was received')),
    validUntil: optionalDateOf('date it is valid until'),
    notes: reasonText(GRANT_NOTE_MAX_LENGTH),
    /** How long the contractor says the works take, in working days: contractor performance measures against it. */
    estimatedWorkingDays: z
      .number({ error: 'Enter the estimated duration in working days' })
      .int({ error: 'Enter the estimated duration in whole working days' })
      .min(1, { error: 'Enter an estimated duration of at least 1 working day' })
      .max(QUOTE_DURATION_MAX_WORKING_DAYS, {
        error: `Enter an estimated duration of at most ${QUOTE_DURATION_MAX_WORKING_DAYS} working days`,
      })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((quote) => quote.validUntil === null || quote.validUntil >= quote.receivedOn, {
    path: ['validUntil'],
    message: GRANT_MESSAGES.validBeforeReceived,
  });
export type QuoteFields = z.input<typeof quoteFieldsSchema>;

export const quoteSchema = z.object({
  id: z.number().int(),
  contractorId: z.number().int(),
  contractorName: z.string(),
  amountPence: z.number().int(),
  receivedOn: z.string(),
  validUntil: z.string().nullable(),
  notes: z.string().nullable(),
  estimatedWorkingDays: z.number().int().nullable(),
  file: storedFileSchema.nullable(),
  accepted: z.boolean(),
  /** The quote is the lowest of the case's (ties included). */
  lowest: z.boolean(),
  version: z.number().int(),
});
export type Quote = z.output<typeof quoteSchema>;

/* ----- The approval ----- */

/** The cost side of the grant, as an officer proposes it. */
export const grantCostsSchema = z.object({
  agencyFeePence: penceSchema('Enter the agency or surveyor fee, 0 if none').default(0),
  buildingControlFeePence: penceSchema('Enter the planning or building control fees, 0 if none').default(0),
  otherFeePence: penceSchema('Enter any other fee, 0 if none').default(0),
  otherFeeText: optionalText(GRANT_REASON_MAX_LENGTH),
  contributionPence: penceSchema("Enter the applicant's contribution, 0 if none"),
  contributionBasis: z.enum(CONTRIBUTION_BASES, { error: 'Choose what the contribution is based on' }),
  contributionText: optionalText(GRANT_REASON_MAX_LENGTH),
  topUpPence: penceSchema('Enter the discretionary top-up, 0 if none').default(0),
  topUpReason: reasonText(GRANT_REASON_MAX_LENGTH),
});
export type GrantCosts = z.output<typeof grantCostsSchema>;

/** The costs as an answer carries them: the same fields, without the input's transforms (which cannot serialize). */
export const grantCostsAnswerSchema = z.object({
  agencyFeePence: z.number().int(),
  buildingControlFeePence: z.number().int(),
  otherFeePence: z.number().int(),
  otherFeeText: z.string().nullable(),
  contributionPence: z.number().int(),
  contributionBasis: z.enum(CONTRIBUTION_BASES),
  contributionText: z.string().nullable(),
  topUpPence: z.number().int(),
  topUpReason: z.string().nullable(),
}) satisfies z.ZodType<GrantCosts>;

/** The grant's figures, worked out from the accepted quote, the costs and the maximum. */
export type GrantFigures = {
  quotePence: number;
  feesPence: number;
  eligiblePence: number;
  contributionPence: number;
  /** Eligible cost less the contribution: what the mandatory grant would be without a maximum. */
  needPence: number;
  mandatoryPence: number;
  /** What the maximum leaves unpaid: the most a top-up may cover. */
  overMaximumPence: number;
  topUpPence: number;
  totalPence: number;
};

export const grantFiguresSchema = z.object({
  quotePence: z.number().int(),
  feesPence: z.number().int(),
  eligiblePence: z.number().int(),
  contributionPence: z.number().int(),
  needPence: z.number().int(),
  mandatoryPence: z.number().int(),
  overMaximumPence: z.number().int(),
  topUpPence: z.number().int(),
  totalPence: z.number().int(),
}) satisfies z.ZodType<GrantFigures>;

/**
 * The mandatory grant is the eligible cost (accepted quote and fees) less the applicant's
 * contribution, at most the authority's maximum; a discretionary top-up may cover what the
 * maximum leaves, and is shown apart.
 */
export function grantFigures(input: {
  quotePence: number;
  costs: Pick<
    GrantCosts,
    'agencyFeePence' | 'buildingControlFeePence' | 'otherFeePence' | 'contributionPence' | 'topUpPence'
  >;
  mandatoryMaxPence: number;
}): GrantFigures {
  const { quotePence, costs, mandatoryMaxPence } = input;
  const feesPence = costs.agencyFeePence + costs.buildingControlFeePence + costs.otherFeePence;
  const eligiblePence = quotePence + feesPence;
  const needPence = Math.max(0, eligiblePence - costs.contributionPence);
  const mandatoryPence = Math.min(needPence, mandatoryMaxPence);
  return {
    quotePence,
    feesPence,
    eligiblePence,
    contributionPence: costs.contributionPence,
    needPence,
    mandatoryPence,
    overMaximumPence: needPence - mandatoryPence,
    topUpPence: costs.topUpPence,
    totalPence: mandatoryPence + costs.topUpPence,
  };
}

const personAt = z.object({ name: z.string(), at: timestampSchema });

export const grantCanSchema = z.object({
  /** Add, change, reorder and remove works, and quotes. */
  prepare: z.boolean(),
  propose: z.boolean(),
  approve: z.boolean(),
  /** Record a variation of the approved grant. */
  vary: z.boolean(),
  /** Approve or reject variations that raise the grant (those the caller did not record). */
  decideVariations: z.boolean(),
});

/** `GET /case/{caseId}/grant`: everything about the case's grant, and what the caller may do. */
export const caseGrantSchema = z.object({
  caseId: z.number().int(),
  state: z.enum(GRANT_STATES),
  /** Bumped by every change to the works, quotes or approval: a stale one is a 409. */
  version: z.number().int(),
  works: z.array(workSchema),
  quotes: z.array(quoteSchema),
  acceptedQuoteId: z.number().int().nullable(),
  acceptedReason: z.string().nullable(),
  /** Null until proposed. */
  costs: grantCostsAnswerSchema.nullable(),
  /** Worked out once a quote is accepted and costs proposed; as approved, once approved. */
  figures: grantFiguresSchema.nullable(),
  /** Who proposed it and when; `byCaller`: the viewer did, and so may not approve it. */
  proposed: personAt.extend({ byCaller: z.boolean() }).nullable(),
  approved: personAt.extend({ effectiveDate: z.string() }).nullable(),
  /** Variations of the approved grant, oldest first. */
  variations: z.array(variationSchema),
  /** Once approved: the approval's total plus every approved variation's change. */
  approvedTotalPence: z.number().int().nullable(),
  limits: z.object({ mandatoryMaxPence: z.number().int(), discretionaryTopUps: z.boolean() }),
  can: grantCanSchema,
});
export type CaseGrant = z.output<typeof caseGrantSchema>;

/** Every change names the grant version it was made on. */
const onVersion = { version: versionSchema };

export const addWorkRequestSchema = z.object({ ...onVersion, work: workFieldsSchema });
export const updateWorkRequestSchema = z.object({ ...onVersion, id: recordIdSchema, work: workFieldsSchema });
export const removeRequestSchema = z.object({ ...onVersion, id: recordIdSchema });
export const orderWorksRequestSchema = z.object({
  ...onVersion,
  ids: z.array(recordIdSchema, { error: GRANT_MESSAGES.orderMismatch }).max(MAX_WORKS_PER_CASE),
});
export const addQuoteRequestSchema = z.object({ ...onVersion, quote: quoteFieldsSchema });
export const updateQuoteRequestSchema = z.object({
  ...onVersion,
  id: recordIdSchema,
  quote: quoteFieldsSchema,
});
/** multipart/form-data: the quote's id and the grant version as text fields, and the file. */
export const quoteFileRequestSchema = z.object({
  id: recordIdSchema,
  version: z.coerce.number().pipe(versionSchema),
});
export const acceptQuoteRequestSchema = z.object({
  ...onVersion,
  id: recordIdSchema,
  reason: reasonText(GRANT_REASON_MAX_LENGTH),
});
export const proposeGrantRequestSchema = z.object({ ...onVersion, costs: grantCostsSchema });
export const approveGrantRequestSchema = z.object({
  ...onVersion,
  /** The day the approval was decided (UK time), today when absent: the Decision clock stops on it. */
  effectiveDate: optionalDayQuerySchema(STATUS_DATE_MESSAGES.format)
    .nullish()
    .transform((value) => value ?? null),
  note: reasonText(GRANT_REASON_MAX_LENGTH),
});
export type AddWorkRequest = z.input<typeof addWorkRequestSchema>;
export type UpdateWorkRequest = z.input<typeof updateWorkRequestSchema>;
export type RemoveGrantEntryRequest = z.input<typeof removeRequestSchema>;
export type OrderWorksRequest = z.input<typeof orderWorksRequestSchema>;
export type AddQuoteRequest = z.input<typeof addQuoteRequestSchema>;
export type UpdateQuoteRequest = z.input<typeof updateQuoteRequestSchema>;
export type AcceptQuoteRequest = z.input<typeof acceptQuoteRequestSchema>;
export type ProposeGrantRequest = z.input<typeof proposeGrantRequestSchema>;
export type ApproveGrantRequest = z.input<typeof approveGrantRequestSchema>;

/** The authority's grant settings (its ADMINs change them). */
export const grantSettingsSchema = z.object({
  mandatoryMaxPence: penceSchema('Enter the mandatory grant maximum').min(1, {
    error: 'Enter the mandatory grant maximum',
  }),
  discretionaryTopUps: z.boolean({ error: 'Say whether the authority gives discretionary top-ups' }),
  /** Whether read-write officers may authorise payments (never their own requests); its ADMINs always may. */
  officersAuthorisePayments: z
    .boolean({ error: 'Say whether officers may authorise payments' })
    .default(false),
});
export type GrantSettings = z.output<typeof grantSettingsSchema>;

const tag = 'grant';
const EXAMPLE_WORK = {
  adaptationTypeId: recordOf('authority-choice'),
  description: 'Replace the bath with a level-access shower',
  location: 'First-floor bathroom',
  otRecommended: true,
  otRecommendedOn: '2026-03-02',
};
const EXAMPLE_QUOTE = {
  contractorId: recordOf('contractor'),
  amountPence: 850_000,
  receivedOn: '2026-03-20',
  validUntil: '2026-06-20',
  notes: null,
  estimatedWorkingDays: 15,
};
const onCase = z.object({ caseId: recordIdSchema });
// Generic in its path and body, so that the route and the client know the body's type.
const grantChange = <const Path extends string, Body extends z.ZodType>(
  path: Path,
  summary: string,
  body: Body,
  example: Record<string, unknown>,
  errors: readonly (400 | 401 | 403 | 404 | 409 | 422)[] = [400, 401, 403, 404, 409, 422],
) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tag,
    access: ACCESS.caseWriters,
    params: onCase,
    body,
    data: caseGrantSchema,
    errors,
    example: { params: { caseId: recordOf('case') }, body: example as never },
  });

/**
 * A case's grant. Officers who may change the case prepare it (works, quotes, the proposed
 * costs); an authority ADMIN other than the proposer approves it. Every change answers the whole
 * grant, names the version it was made on (409 when stale), and is refused once approved.
 */
export const grantEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/grant',
    summary: "A case's grant: works, quotes, costs, figures and what the caller may do",
    tag,
    access: ACCESS.caseReaders,
    params: caseIdParamsSchema,
    data: caseGrantSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  addWork: grantChange(
    '/case/:caseId/works/add',
    'Add an item to the schedule of works, at its end',
    addWorkRequestSchema,
    {
      version: 1,
      work: EXAMPLE_WORK,
    },
  ),
  updateWork: grantChange(
    '/case/:caseId/works/update',
    'Change an item of the schedule of works',
    updateWorkRequestSchema,
    {
      version: 1,
      id: recordOf('work'),
      work: EXAMPLE_WORK,
    },
  ),
  removeWork: grantChange(
    '/case/:caseId/works/remove',
    'Remove an item from the schedule of works',
    removeRequestSchema,
    {
      version: 1,
      id: recordOf('work'),
    },
  ),
  orderWorks: grantChange(
    '/case/:caseId/works/order',
    'Put the schedule of works in a new order',
    orderWorksRequestSchema,
    {
      version: 1,
      ids: [recordOf('work')],
    },
  ),
  addQuote: grantChange(
    '/case/:caseId/quotes/add',
    "Record a contractor's quote for the works",
    addQuoteRequestSchema,
    {
      version: 1,
      quote: EXAMPLE_QUOTE,
    },
  ),
  updateQuote: grantChange('/case/:caseId/quotes/update', 'Change a quote', updateQuoteRequestSchema, {
    version: 1,
    id: recordOf('quote'),
    quote: EXAMPLE_QUOTE,
  }),
  removeQuote: grantChange(
    '/case/:caseId/quotes/remove',
    'Remove a quote that is not accepted, with its file',
    removeRequestSchema,
    {
      version: 1,
      id: recordOf('quote'),
    },
  ),
  acceptQuote: grantChange(
    '/case/:caseId/quotes/accept',
    'Accept a quote (a reason when it is not the lowest); the case takes its contractor',
    acceptQuoteRequestSchema,
    { version: 1, id: recordOf('quote'), reason: null },
  ),
  quoteFile: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/quotes/file',
    summary: 'Attach the quote document to a quote, replacing any earlier one (multipart/form-data)',
    description:
      'The fields `id` (the quote) and `version` (the grant) as form fields, and the file in the part named "file", checked as every upload is (25 MB, type from its bytes).',
    tag,
    access: ACCESS.caseWriters,
    params: onCase,
    body: quoteFileRequestSchema,
    upload: { field: 'file', maxBytes: MAX_FILE_BYTES, description: 'The quote document, at most 25 MB' },
    data: caseGrantSchema,
    errors: [400, 401, 403, 404, 409, 413, 415, 422],
    example: {
      params: { caseId: recordOf('case') },
      body: { id: recordOf('quote'), version: 1 },
      file: { name: 'quote.pdf', content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n' },
    },
  }),
  downloadQuoteFile: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/quotes/file/:quoteId',
    summary: "A quote's document, as an attachment",
    tag,
    access: ACCESS.caseReaders,
    params: z.object({ caseId: recordIdSchema, quoteId: recordIdSchema }),
    data: z.never(),
    file: { contentType: 'application/octet-stream', description: 'The quote document as it was uploaded' },
    errors: [400, 401, 403, 404, 409],
    example: { params: { caseId: recordOf('case'), quoteId: recordOf('quote') } },
  }),
  propose: grantChange(
    '/case/:caseId/grant/propose',
    'Propose the grant for approval with its fees, contribution and any top-up',
    proposeGrantRequestSchema,
    {
      version: 1,
      costs: {
        agencyFeePence: 85_000,
        buildingControlFeePence: 0,
        otherFeePence: 0,
        otherFeeText: null,
        contributionPence: 0,
        contributionBasis: 'PASSPORTED',
        contributionText: null,
        topUpPence: 0,
        topUpReason: null,
      },
    },
  ),
  approve: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/grant/approve',
    summary:
      'Approve the proposed grant (an authority ADMIN other than the proposer); the case moves to Approved',
    description:
      'Approving twice at once: one succeeds, the other is a 409. The case must be at Application submitted; its Decision clock stops on the effective date.',
    tag,
    access: ACCESS.grantApprovers,
    params: onCase,
    body: approveGrantRequestSchema,
    data: caseGrantSchema,
    errors: [400, 401, 403, 404, 409, 422],
    example: { params: { caseId: recordOf('case') }, body: { version: 1, effectiveDate: null, note: null } },
  }),
  ...variationEndpointsFor(caseGrantSchema),
  settings: defineEndpoint({
    method: 'GET',
    path: '/grant-settings',
    summary: "The caller's authority's mandatory grant maximum and whether it gives top-ups",
    tag,
    access: ACCESS.clockSettingReaders,
    data: grantSettingsSchema,
    errors: [401, 403],
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/grant-settings',
    summary:
      "Change the authority's mandatory grant maximum and top-up policy (approved grants keep their figures)",
    tag,
    access: ACCESS.clockSettingManagers,
    body: grantSettingsSchema,
    data: grantSettingsSchema,
    errors: [400, 401, 403],
    example: {
      body: { mandatoryMaxPence: 3_000_000, discretionaryTopUps: true, officersAuthorisePayments: false },
    },
  }),
} as const;
