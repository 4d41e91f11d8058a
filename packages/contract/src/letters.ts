import { z } from 'zod';
import { ACCESS } from './access-rules';
import { caseIdParamsSchema } from './cases';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';
import { multiLineText, singleLineText } from './text';

/**
 * Letters (issue 39): an authority's letter templates with merge fields from the case, its
 * letterhead, letters generated from them as PDFs filed on the case, and the case summary PDF.
 */

/** A merge field of the catalogue: what the editor shows, and where the value comes from. */
export type MergeField = { key: string; label: string; readFrom: string };

/** Every merge field a template may use, in the order the editor lists them. */
export const MERGE_FIELDS = [
  { key: 'client.name', label: 'Client name', readFrom: "The case's client: title, first and last name" },
  {
    key: 'client.salutation',
    label: 'Salutation',
    readFrom: 'The client\'s title and last name ("Mrs Archer"), or their full name with no title',
  },
  {
    key: 'client.address',
    label: 'Client address',
    readFrom: "The case's address lines, town, county and post code, one per line",
  },
  { key: 'case.number', label: 'Case number', readFrom: "The case's number, such as DFG-2026-0042" },
  { key: 'case.status', label: 'Case status', readFrom: "The case's status now" },
  { key: 'case.referralDate', label: 'Referral date', readFrom: "The case's referral date" },
  { key: 'officer.name', label: 'Officer name', readFrom: 'The officer the case is assigned to' },
  { key: 'officer.email', label: 'Officer e-mail', readFrom: "The assigned officer's e-mail address" },
  { key: 'authority.name', label: 'Authority name', readFrom: "The letterhead's name" },
  { key: 'today', label: "Today's date", readFrom: 'The day the letter is generated (UK time)' },
  {
    key: 'dates.applicationSubmitted',
    label: 'Date application submitted',
    readFrom: 'The effective date of the latest move to "Application submitted" in the status history',
  },
  {
    key: 'dates.approved',
    label: 'Date approved',
    readFrom: 'The effective date of the latest move to "Approved" in the status history',
  },
  {
    key: 'dates.refused',
    label: 'Date refused',
    readFrom: 'The effective date of the latest move to "Refused" in the status history',
  },
  {
    key: 'refusal.reason',
    label: 'Refusal reason',
    readFrom: 'The reason recorded with the latest move to "Refused"',
  },
  {
    key: 'grant.approvedTotal',
    label: 'Approved grant total',
    readFrom: "The grant's approved total in pounds, such as £12,345.00 (blank until approved)",
  },
  {
    key: 'grant.contribution',
    label: "Client's contribution",
    readFrom: "The client's assessed contribution in pounds (blank until set)",
  },
] as const satisfies readonly MergeField[];

export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];
export const MERGE_FIELD_KEYS: readonly string[] = MERGE_FIELDS.map((field) => field.key);

/** How a field is written in a template's body. */
export const mergeFieldToken = (key: string) => `{{${key}}}`;

/** `{{ name }}`: a field's name between double braces, spaces around it allowed. */
const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The merge fields a body names, once each, in the order they first appear. */
export function mergeFieldsIn(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(TOKEN), (match) => match[1] ?? ''))];
}

/** The names in a body that are not in the catalogue. */
export function unknownMergeFields(body: string): string[] {
  return mergeFieldsIn(body).filter((key) => !MERGE_FIELD_KEYS.includes(key));
}

/** Braces left once every `{{…}}` is taken out: a field opened and never closed, or the reverse. */
export function hasStrayBraces(body: string): boolean {
  return /\{\{|\}\}/.test(body.replace(TOKEN, ''));
}

/**
 * The body with each field replaced by its value; a field with no value on this case is blank,
 * and named in `missing` (by key) so the preview can warn.
 */
export function mergeLetter(
  body: string,
  values: Partial<Record<string, string | null>>,
): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const text = body.replace(TOKEN, (_token, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') {
      missing.add(key);
      return '';
    }
    return value;
  });
  return { text, missing: [...missing] };
}

export const LETTER_TEMPLATE_TITLE_MAX_LENGTH = 120;
export const LETTER_TEMPLATE_BODY_MAX_LENGTH = 20000;
/** More templates than any authority keeps. */
export const LETTER_TEMPLATES_MAX = 100;
export const LETTERHEAD_ADDRESS_MAX_LINES = 6;

export const LETTER_MESSAGES = {
  templateAdded: 'Letter template added.',
  templateSaved: 'Letter template saved.',
  templateDeleted: 'Letter template deleted.',
  templateNotFound: 'This letter template does not exist, or you do not have access to it.',
  tooManyTemplates: `An authority keeps at most ${LETTER_TEMPLATES_MAX} letter templates: delete one first`,
  bodyRequired: 'Enter the text of the letter',
  bodyTooLong: `Use at most ${LETTER_TEMPLATE_BODY_MAX_LENGTH} characters`,
  unknownFields: (keys: readonly string[]) =>
    `Unknown merge ${keys.length === 1 ? 'field' : 'fields'}: ${keys.map(mergeFieldToken).join(', ')}. Use only the fields listed.`,
  strayBraces: 'Close each merge field with }} and open it with {{, such as {{client.name}}',
  letterheadSaved: 'Letterhead saved.',
  addressTooLong: `Use at most ${LETTERHEAD_ADDRESS_MAX_LINES} lines of at most 100 characters`,
  letterSent: (title: string) => `Letter sent: ${title}`,
  generated: (title: string) => `Letter generated and filed under Documents: ${title}.`,
  /** The case diary letters are noted in. */
  diaryTitle: 'Letters',
  diaryDescription: 'Letters generated from the authority’s templates and filed under Documents.',
} as const;

/** What an ADMIN types of a template; a field not in the catalogue is refused, by name. */
export const letterTemplateFieldsSchema = z.object({
  title: requiredText('a title for the template', LETTER_TEMPLATE_TITLE_MAX_LENGTH),
  body: multiLineText({ error: LETTER_MESSAGES.bodyRequired })
    .min(1, { error: LETTER_MESSAGES.bodyRequired })
    .max(LETTER_TEMPLATE_BODY_MAX_LENGTH, { error: LETTER_MESSAGES.bodyTooLong })
    .superRefine((body, context) => {
      const unknown = unknownMergeFields(body);
      if (unknown.length > 0)
        context.addIssue({ code: 'custom', message: LETTER_MESSAGES.unknownFields(unknown) });
      else if (hasStrayBraces(body))
        context.addIssue({ code: 'custom', message: LETTER_MESSAGES.strayBraces });
    }),
});
export type LetterTemplateFields = z.input<typeof letterTemplateFieldsSchema>;

/** `POST /letterTemplate/update`. */
export const updateLetterTemplateRequestSchema = letterTemplateFieldsSchema.extend({
  id: recordIdSchema,
  version: versionSchema,
});
export type UpdateLetterTemplateRequest = z.input<typeof updateLetterTemplateRequestSchema>;

export const letterTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type LetterTemplate = z.output<typeof letterTemplateSchema>;

export const letterTemplateListSchema = z.object({
  templates: z.array(letterTemplateSchema),
  can: z.object({ change: z.boolean() }),
});
export type LetterTemplateList = z.output<typeof letterTemplateListSchema>;

const letterheadLine = (max: number) =>
  singleLineText()
    .max(max, { error: `Use at most ${max} characters` })
    .optional()
    .transform((value) => value ?? '');

/** An authority's letterhead: printed at the top (and the footer at the foot) of every letter. */
export const letterheadFieldsSchema = z.object({
  name: requiredText('the name printed at the top of letters', 120),
  /** One line per entry, as printed under the name. */
  addressLines: z
    .array(singleLineText().max(100, { error: LETTER_MESSAGES.addressTooLong }), {
      error: 'Give the address as a list of lines',
    })
    .max(LETTERHEAD_ADDRESS_MAX_LINES, { error: LETTER_MESSAGES.addressTooLong })
    .transform((lines) => lines.filter((line) => line !== '')),
  phone: letterheadLine(40),
  email: z
    .union([z.literal(''), z.email({ error: 'Enter an e-mail address like name@example.com' }).max(254)])
    .optional()
    .transform((value) => value ?? ''),
  footer: letterheadLine(300),
});
export type LetterheadFields = z.input<typeof letterheadFieldsSchema>;
export type Letterhead = z.output<typeof letterheadFieldsSchema>;

export const letterheadSchema = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  footer: z.string(),
  /** 0 until an ADMIN saves it: until then it is filled in from the authority's own details. */
  version: z.number().int(),
  can: z.object({ change: z.boolean() }),
});
export type LetterheadView = z.output<typeof letterheadSchema>;

/**
 * `POST /letterhead/update`: the letterhead, with the version read (0 for none saved yet) when the
 * form would rather be told of someone else's save than overwrite it.
 */
export const updateLetterheadRequestSchema = letterheadFieldsSchema.extend({
  version: z.number({ error: 'Reload the letterhead and try again' }).int().min(0).optional(),
});

/** `POST /case/:caseId/letters/preview` and `…/generate`: which template. */
export const letterRequestSchema = z.object({
  templateId: recordIdSchema.meta({ description: 'The letter template' }),
});
export type LetterRequest = z.input<typeof letterRequestSchema>;

/** A letter merged for one case, before it is generated. */
export const letterPreviewSchema = z.object({
  title: z.string(),
  /** The date, address block and body as the letter prints them. */
  date: z.string(),
  addressBlock: z.array(z.string()),
  text: z.string(),
  /** The fields with no value on this case (printed blank), by label. */
  missing: z.array(z.object({ key: z.string(), label: z.string() })),
  letterhead: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    phone: z.string(),
    email: z.string(),
    footer: z.string(),
  }),
});
export type LetterPreview = z.output<typeof letterPreviewSchema>;

/** The letter filed on the case. */
export const generatedLetterSchema = z.object({
  documentId: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  pages: z.number().int(),
});
export type GeneratedLetter = z.output<typeof generatedLetterSchema>;

export const CASE_SUMMARY_CONTENT_TYPE = 'application/pdf';
/** "case-summary-DFG-2026-0042.pdf". */
export const caseSummaryFileName = (caseNumber: string) =>
  `case-summary-${caseNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;

const tag = 'letters';
const EXAMPLE_TEMPLATE = {
  title: 'Home visit',
  body: 'Dear {{client.salutation}}\n\nI will visit you about case {{case.number}}.\n\nYours sincerely\n{{officer.name}}',
} as const;
const onTemplate = z.object({ id: recordIdSchema });

/**
 * Letter templates and the letterhead are the authority ADMINs' to change; READWRITE officers read
 * the templates to send letters from them; READONLY users neither. The case summary is for
 * whoever reads the case.
 */
export const letterEndpoints = {
  listTemplates: defineEndpoint({
    method: 'GET',
    path: '/letterTemplate/list',
    summary: "The authority's letter templates, by title",
    tag,
    access: ACCESS.letterSenders,
    data: letterTemplateListSchema,
    errors: [401, 403],
    example: {},
  }),
  addTemplate: defineEndpoint({
    method: 'POST',
    path: '/letterTemplate/add',
    summary: 'Add a letter template; a merge field not in the catalogue is a 400 naming it',
    tag,
    access: ACCESS.letterTemplateManagers,
    body: letterTemplateFieldsSchema,
    data: letterTemplateSchema,
    errors: [400, 401, 403, 409],
    example: { body: EXAMPLE_TEMPLATE },
  }),
  updateTemplate: defineEndpoint({
    method: 'POST',
    path: '/letterTemplate/update',
    summary: 'Save a letter template; a stale version is a 409',
    tag,
    access: ACCESS.letterTemplateManagers,
    body: updateLetterTemplateRequestSchema,
    data: letterTemplateSchema,
    errors: [400, 401, 403, 404, 409],
    example: { body: { id: recordOf('letter-template'), version: 1, ...EXAMPLE_TEMPLATE } },
  }),
  deleteTemplate: defineEndpoint({
    method: 'POST',
    path: '/letterTemplate/delete/:id',
    summary: 'Delete a letter template (letters already sent from it stay on their cases)',
    tag,
    access: ACCESS.letterTemplateManagers,
    params: onTemplate,
    data: z.null(),
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('letter-template') } },
  }),
  letterhead: defineEndpoint({
    method: 'GET',
    path: '/letterhead',
    summary: "The authority's letterhead, filled in from its own details until an ADMIN saves one",
    tag,
    access: ACCESS.letterSenders,
    data: letterheadSchema,
    errors: [401, 403],
    example: {},
  }),
  updateLetterhead: defineEndpoint({
    method: 'POST',
    path: '/letterhead/update',
    summary: "Save the authority's letterhead; a stale version is a 409",
    tag,
    access: ACCESS.letterTemplateManagers,
    body: updateLetterheadRequestSchema,
    data: letterheadSchema,
    errors: [400, 401, 403, 409],
    example: {
      body: {
        name: 'Example Borough Council',
        addressLines: ['Town Hall', 'High Street', 'Exampletown EX1 1AA'],
        phone: '01632 960000',
        email: 'adaptations@example.gov.uk',
        footer: 'Private housing: disabled facilities grants',
      },
    },
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/letters/preview',
    summary: 'A template merged with the case, with the fields that have no value on it',
    tag,
    access: ACCESS.caseWriters,
    params: caseIdParamsSchema,
    body: letterRequestSchema,
    data: letterPreviewSchema,
    errors: [400, 401, 403, 404, 409],
    example: { params: { caseId: recordOf('case') }, body: { templateId: recordOf('letter-template') } },
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/letters/generate',
    summary: 'Generate a letter as a PDF, file it under the case documents and note it in the diary',
    tag,
    access: ACCESS.caseWriters,
    params: caseIdParamsSchema,
    body: letterRequestSchema,
    data: generatedLetterSchema,
    errors: [400, 401, 403, 404, 409],
    example: { params: { caseId: recordOf('case') }, body: { templateId: recordOf('letter-template') } },
  }),
  caseSummary: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/summary.pdf',
    summary: "The case's summary as a PDF: details, status history, clocks, diary, documents, grant",
    description: 'Not stored; audited as an export of the case.',
    tag,
    access: ACCESS.caseReaders,
    params: caseIdParamsSchema,
    data: z.never(),
    file: { contentType: CASE_SUMMARY_CONTENT_TYPE, description: 'The case summary' },
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
} as const;
