import { z } from 'zod';
import { ACCESS } from './access-rules';
import { calendarDaySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, timestampSchema } from './records';
import { singleLineText } from './text';

/**
 * Linked and duplicate cases (issue 39): before a new case is saved, the cases of the authority
 * with the same client or the same address; and links between two cases of an authority, which
 * show on both.
 */

/** At most this many possible duplicates are listed: enough to decide, never a caseload. */
export const POSSIBLE_DUPLICATES_MAX = 10;

/** Why a case may be a duplicate: the same client (name and date of birth), or the same address. */
export const DUPLICATE_REASONS = ['SAME_CLIENT', 'SAME_ADDRESS'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  SAME_CLIENT: 'same client',
  SAME_ADDRESS: 'same address',
};

/** What two linked cases have in common. */
export const CASE_LINK_KINDS = ['REPEAT_REFERRAL', 'SAME_HOUSEHOLD', 'SAME_PROPERTY'] as const;
export type CaseLinkKind = (typeof CASE_LINK_KINDS)[number];

export const CASE_LINK_KIND_LABELS: Record<CaseLinkKind, string> = {
  REPEAT_REFERRAL: 'Repeat referral',
  SAME_HOUSEHOLD: 'Same household',
  SAME_PROPERTY: 'Same property',
};

export const LINKED_CASE_MESSAGES = {
  linked: (caseNumber: string) => `This case is now linked to case ${caseNumber}.`,
  unlinked: (caseNumber: string) => `This case is no longer linked to case ${caseNumber}.`,
  caseNumberRequired: 'Enter the number of the case to link, like AMB-2026-00042',
  caseNumberFormat: 'Enter a case number like AMB-2026-00042',
  kindRequired: 'Choose how the cases are linked',
  otherCaseNotFound: 'There is no case with this number, or you do not have access to it.',
  self: 'A case cannot be linked to itself: enter the number of another case',
  already: (caseNumber: string) => `This case is already linked to case ${caseNumber}.`,
  otherDisposed: (caseNumber: string) =>
    `Case ${caseNumber} has been disposed of under the retention schedule: it cannot be linked.`,
  otherDisposedKept: (caseNumber: string) =>
    `Case ${caseNumber} has been disposed of under the retention schedule: its links are kept.`,
  linkNotFound: 'This link does not exist, or you do not have access to it.',
  dateOfBirthFormat: 'Enter the date of birth as a real date',
} as const;

/** Case numbers as the authority writes them: `{CODE}-{year}-{00001}`, any case typed. */
const CASE_NUMBER_PATTERN = /^[A-Za-z]{2,8}-[0-9]{4}-[0-9]{5,}$/;

/** Optional text of a new case's form: blank is absent. */
const optionalLine = (max: number) =>
  singleLineText()
    .max(max, { error: `Use at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * `POST /case/possible-duplicates`: what the officer has typed so far on a new case. In the body,
 * not the URL, so that a client's name and date of birth stay out of addresses and access logs.
 * The client is matched on first and last name with date of birth (all three); the address on the
 * UPRN, or on the post code with the first line.
 */
export const possibleDuplicatesRequestSchema = z.object({
  clientFirstName: optionalLine(100),
  clientLastName: optionalLine(100),
  clientDateOfBirth: calendarDaySchema(LINKED_CASE_MESSAGES.dateOfBirthFormat)
    .nullish()
    .transform((value) => value ?? null),
  addressLine1: optionalLine(200),
  postCode: optionalLine(10),
  uprn: optionalLine(12).pipe(
    z
      .string()
      .regex(/^[0-9]{1,12}$/, { error: 'A UPRN is up to 12 digits' })
      .nullable(),
  ),
});
export type PossibleDuplicatesRequest = z.input<typeof possibleDuplicatesRequestSchema>;

/** A case like the new one, as the warning lists it. */
export const possibleDuplicateSchema = z.object({
  id: z.number().int(),
  caseNumber: z.string(),
  clientName: z.string(),
  addressLine1: z.string(),
  postCode: z.string(),
  statusName: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type PossibleDuplicate = z.output<typeof possibleDuplicateSchema>;

export const possibleDuplicatesSchema = z.object({ matches: z.array(possibleDuplicateSchema) });
export type PossibleDuplicates = z.output<typeof possibleDuplicatesSchema>;

/** `POST /case/{caseId}/links`: the other case, by the number officers know it by. */
export const addCaseLinkRequestSchema = z.object({
  caseNumber: singleLineText({ error: LINKED_CASE_MESSAGES.caseNumberRequired })
    .min(1, { error: LINKED_CASE_MESSAGES.caseNumberRequired, abort: true })
    .max(40, { error: LINKED_CASE_MESSAGES.caseNumberFormat })
    .regex(CASE_NUMBER_PATTERN, { error: LINKED_CASE_MESSAGES.caseNumberFormat })
    .transform((value) => value.toUpperCase()),
  kind: z.enum(CASE_LINK_KINDS, { error: LINKED_CASE_MESSAGES.kindRequired }),
});
export type AddCaseLinkRequest = z.input<typeof addCaseLinkRequestSchema>;

/** One link of a case, seen from that case: the other case, and who linked them when. */
export const caseLinkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CASE_LINK_KINDS),
  otherCase: z.object({
    id: z.number().int(),
    caseNumber: z.string(),
    clientName: z.string(),
    statusName: z.string(),
  }),
  linkedByName: z.string(),
  linkedAt: timestampSchema,
});
export type CaseLink = z.output<typeof caseLinkSchema>;

export const caseLinkListSchema = z.object({
  links: z.array(caseLinkSchema),
  /** Links to cases the caller cannot see (another officer's, or restricted): counted, never shown. */
  hiddenCount: z.number().int(),
  can: z.object({ change: z.boolean() }),
});
export type CaseLinkList = z.output<typeof caseLinkListSchema>;

export const caseLinkParamsSchema = z.object({ caseId: recordIdSchema, linkId: recordIdSchema });

const tag = 'cases';

/** Possible duplicates for whoever may add a case; a case's links for whoever reads it, changed by its writers. */
export const linkedCaseEndpoints = {
  possibleDuplicates: defineEndpoint({
    method: 'POST',
    path: '/case/possible-duplicates',
    summary: 'Cases with the same client or address as a new case, before it is saved',
    description: `At most ${POSSIBLE_DUPLICATES_MAX}, of the cases the caller can see, newest first. Names match whatever their case or spacing; post codes without spaces; the UPRN exactly.`,
    tag,
    access: ACCESS.caseWriters,
    body: possibleDuplicatesRequestSchema,
    data: possibleDuplicatesSchema,
    errors: [400, 401, 403],
    example: {
      body: {
        clientFirstName: 'Ada',
        clientLastName: 'Lovelace',
        clientDateOfBirth: '1948-03-27',
        addressLine1: '12 Mill Lane',
        postCode: 'B33 8TH',
        uprn: null,
      },
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/links',
    summary: "A case's links to other cases, newest first",
    tag,
    access: ACCESS.caseReaders,
    params: z.object({ caseId: recordIdSchema }),
    data: caseLinkListSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/links',
    summary: 'Link a case to another case of the authority, found by its number',
    description:
      'The link shows on both cases and is audited on both. A case the caller cannot see is not found; a case itself, a second link between the same cases, or a disposed case is refused.',
    tag,
    access: ACCESS.caseWriters,
    params: z.object({ caseId: recordIdSchema }),
    body: addCaseLinkRequestSchema,
    data: caseLinkSchema,
    errors: [400, 401, 403, 404, 409],
    example: {
      params: { caseId: recordOf('case') },
      body: { caseNumber: 'LNK-2026-00042', kind: 'REPEAT_REFERRAL' },
    },
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/links/:linkId/remove',
    summary: 'Remove a link between two cases; audited on both',
    tag,
    access: ACCESS.caseWriters,
    params: caseLinkParamsSchema,
    data: z.null(),
    errors: [400, 401, 403, 404, 409],
    example: { params: { caseId: recordOf('case'), linkId: recordOf('case-link') } },
  }),
};
