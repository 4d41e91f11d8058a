import { z } from 'zod';
import { ACCESS } from './access-rules';
import { MAX_FILE_BYTES } from './constants';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { storedFileSchema } from './files';
import { recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';
import { multiLineText } from './text';

/**
 * Variations of an approved grant (docs/grant.md): once approved, the works or their cost change
 * only by a variation, which adds or removes items and changes the grant by its cost change
 * (pence, either way). One that raises the grant is approved as the grant was, by an authority
 * ADMIN other than the person who recorded it; one that does not raise it stands when recorded.
 * The approved total is the approval plus every approved variation.
 */

/** A variation as large as a whole grant again is a typing slip. */
export const VARIATION_CHANGE_MAX_PENCE = 10_000_000;
export const VARIATION_TEXT_MAX_LENGTH = 1000;
export const VARIATION_REASON_MAX_LENGTH = 500;
export const MAX_VARIATIONS_PER_CASE = 50;

export const VARIATION_STATES = ['PROPOSED', 'APPROVED', 'REJECTED'] as const;
export type VariationState = (typeof VARIATION_STATES)[number];
export const VARIATION_STATE_WORDS: Record<VariationState, string> = {
  PROPOSED: 'Awaiting approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const VARIATION_MESSAGES = {
  notApproved: 'Only an approved grant can be varied',
  costChange: 'Enter the change in cost in pence, 0 when the cost stays the same',
  notWhole: 'Give the change in whole pence',
  tooLarge: `A variation changes the grant by at most £${(VARIATION_CHANGE_MAX_PENCE / 100).toLocaleString('en-GB')} either way: check it`,
  nothingChanges: 'Say what is added or removed, or enter a change in cost',
  tooMany: `A case holds at most ${MAX_VARIATIONS_PER_CASE} variations`,
  /** The grant would go over the maximum it was approved under, and the authority gives no top-ups. */
  aboveMaximum: (maximum: string) =>
    `That takes the grant above the ${maximum} maximum, and your authority does not give discretionary top-ups`,
  /** A lowering below what has already been asked for or paid. */
  belowCommitted: (committed: string) =>
    `That takes the grant below the ${committed} already requested or paid`,
  belowZero: 'That takes the grant below nothing',
  notProposed: 'The variation is not awaiting approval',
  ownVariation: 'Someone other than the person who recorded the variation must approve it',
  rejectionReason: 'Say why the variation is rejected',
} as const;

export const VARIATION_DONE = {
  recorded: 'Variation recorded.',
  proposed: 'Variation recorded. It raises the grant, so an authority admin must approve it.',
  approved: 'Variation approved. The approved total has changed.',
  rejected: 'Variation rejected.',
  file: 'Variation document attached.',
} as const;

const variationText = (what: string) =>
  multiLineText()
    .max(VARIATION_TEXT_MAX_LENGTH, {
      error: `Use at most ${VARIATION_TEXT_MAX_LENGTH} characters for ${what}`,
    })
    .nullish()
    .transform((value) => (value ? value : null));

/** What an officer records: the items added, the items removed, the cost change and why. */
export const variationFieldsSchema = z
  .object({
    worksAdded: variationText('what is added'),
    worksRemoved: variationText('what is removed'),
    costChangePence: z
      .number({ error: VARIATION_MESSAGES.costChange })
      .int({ error: VARIATION_MESSAGES.notWhole })
      .min(-VARIATION_CHANGE_MAX_PENCE, { error: VARIATION_MESSAGES.tooLarge })
      .max(VARIATION_CHANGE_MAX_PENCE, { error: VARIATION_MESSAGES.tooLarge }),
    reason: requiredText('why the works or their cost change', VARIATION_REASON_MAX_LENGTH),
  })
  .refine((fields) => fields.worksAdded || fields.worksRemoved || fields.costChangePence !== 0, {
    path: ['worksAdded'],
    message: VARIATION_MESSAGES.nothingChanges,
  });
export type VariationFields = z.input<typeof variationFieldsSchema>;

const personAt = z.object({ name: z.string(), at: timestampSchema });

export const variationSchema = z.object({
  id: z.number().int(),
  worksAdded: z.string().nullable(),
  worksRemoved: z.string().nullable(),
  costChangePence: z.number().int(),
  reason: z.string(),
  file: storedFileSchema.nullable(),
  state: z.enum(VARIATION_STATES),
  /** Who recorded it; `byCaller`: the viewer did, and so may not approve it. */
  recorded: personAt.extend({ byCaller: z.boolean() }),
  /** Who approved or rejected one that raised the grant; null while awaiting, and for one that stood when recorded. */
  decided: personAt.nullable(),
  rejectionReason: z.string().nullable(),
  version: z.number().int(),
});
export type Variation = z.output<typeof variationSchema>;

/** Every variation call names the grant version it was made on: a stale one is a 409. */
const onVersion = { version: versionSchema };

export const addVariationRequestSchema = z.object({ ...onVersion, variation: variationFieldsSchema });
export const approveVariationRequestSchema = z.object({ ...onVersion, id: recordIdSchema });
export const rejectVariationRequestSchema = z.object({
  ...onVersion,
  id: recordIdSchema,
  reason: requiredText('why the variation is rejected', VARIATION_REASON_MAX_LENGTH),
});
/** multipart/form-data: the variation's id and the grant version as text fields, and the file. */
export const variationFileRequestSchema = z.object({
  id: recordIdSchema,
  version: z.coerce.number().pipe(versionSchema),
});
export type AddVariationRequest = z.input<typeof addVariationRequestSchema>;
export type ApproveVariationRequest = z.input<typeof approveVariationRequestSchema>;
export type RejectVariationRequest = z.input<typeof rejectVariationRequestSchema>;

const tag = 'grant';
const onCase = z.object({ caseId: recordIdSchema });
const caseExample = { caseId: recordOf('case') };

/**
 * Variation endpoints. Each answers the whole grant (`caseGrantSchema`, which lists the
 * variations and the approved total); the schema is passed in so that this file and grant.ts do
 * not import each other.
 */
export function variationEndpointsFor<Grant extends z.ZodType>(caseGrantSchema: Grant) {
  return {
    addVariation: defineEndpoint({
      method: 'POST',
      path: '/case/:caseId/variations/add',
      summary:
        'Record a variation of the approved grant; one that raises it awaits an authority ADMIN’s approval',
      tag,
      access: ACCESS.caseWriters,
      params: onCase,
      body: addVariationRequestSchema,
      data: caseGrantSchema,
      errors: [400, 401, 403, 404, 409, 422],
      example: {
        params: caseExample,
        body: {
          version: 1,
          variation: {
            worksAdded: 'Grab rail beside the shower',
            worksRemoved: null,
            costChangePence: 18_500,
            reason: 'The occupational therapist asked for a rail at the second visit',
          },
        },
      },
    }),
    approveVariation: defineEndpoint({
      method: 'POST',
      path: '/case/:caseId/variations/approve',
      summary: 'Approve a variation that raises the grant (an authority ADMIN other than who recorded it)',
      description: 'Approving twice at once: one succeeds, the other is a 409.',
      tag,
      access: ACCESS.grantApprovers,
      params: onCase,
      body: approveVariationRequestSchema,
      data: caseGrantSchema,
      errors: [400, 401, 403, 404, 409, 422],
      example: { params: caseExample, body: { version: 1, id: recordOf('variation') } },
    }),
    rejectVariation: defineEndpoint({
      method: 'POST',
      path: '/case/:caseId/variations/reject',
      summary: 'Reject a variation that awaits approval, with the reason',
      tag,
      access: ACCESS.grantApprovers,
      params: onCase,
      body: rejectVariationRequestSchema,
      data: caseGrantSchema,
      errors: [400, 401, 403, 404, 409, 422],
      example: {
        params: caseExample,
        body: { version: 1, id: recordOf('variation'), reason: 'The rail is in the original schedule' },
      },
    }),
    variationFile: defineEndpoint({
      method: 'POST',
      path: '/case/:caseId/variations/file',
      summary: 'Attach a document to a variation, replacing any earlier one (multipart/form-data)',
      description:
        'The fields `id` (the variation) and `version` (the grant) as form fields, and the file in the part named "file", checked as every upload is (25 MB, type from its bytes).',
      tag,
      access: ACCESS.caseWriters,
      params: onCase,
      body: variationFileRequestSchema,
      upload: {
        field: 'file',
        maxBytes: MAX_FILE_BYTES,
        description: 'The variation document, at most 25 MB',
      },
      data: caseGrantSchema,
      errors: [400, 401, 403, 404, 409, 413, 415, 422],
      example: {
        params: caseExample,
        body: { id: recordOf('variation'), version: 1 },
        file: { name: 'variation.pdf', content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n' },
      },
    }),
    downloadVariationFile: defineEndpoint({
      method: 'GET',
      path: '/case/:caseId/variations/file/:variationId',
      summary: "A variation's document, as an attachment",
      tag,
      access: ACCESS.caseReaders,
      params: z.object({ caseId: recordIdSchema, variationId: recordIdSchema }),
      data: z.never(),
      file: { contentType: 'application/octet-stream', description: 'The document as it was uploaded' },
      errors: [400, 401, 403, 404, 409],
      example: { params: { caseId: recordOf('case'), variationId: recordOf('variation') } },
    }),
  } as const;
}
