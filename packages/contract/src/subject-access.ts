import { z } from 'zod';
import { ACCESS } from './access-rules';
import { isCalendarDay, isWithinDayRange } from './dates';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema } from './records';
import { singleLineText } from './text';
import { normaliseUkPostCode, UK_PHONE_MESSAGE, UK_PHONE_PATTERN, UK_POST_CODE_MESSAGES } from './uk';

/**
 * Subject access (issue 38, UK GDPR article 15): an authority ADMIN finds everything the
 * authority holds about one person and exports it as one ZIP.
 */

/** What a case or an applicant account was found by. FOLLOWED_CASE: the account follows a case found. */
export const SUBJECT_ACCESS_MATCHES = [
  'NAME_AND_DATE_OF_BIRTH',
  'EMAIL',
  'PHONE',
  'POST_CODE',
  'UPRN',
  'FOLLOWED_CASE',
] as const;
export type SubjectAccessMatch = (typeof SUBJECT_ACCESS_MATCHES)[number];

/** The identifiers searched by, as the audit log names them (never their values). */
export type SubjectAccessIdentifier = Exclude<SubjectAccessMatch, 'FOLLOWED_CASE'>;

export const SUBJECT_ACCESS_MATCH_LABELS: Record<SubjectAccessMatch, string> = {
  NAME_AND_DATE_OF_BIRTH: 'Name and date of birth',
  EMAIL: 'E-mail address',
  PHONE: 'Phone number',
  POST_CODE: 'Post code',
  UPRN: 'UPRN',
  FOLLOWED_CASE: 'Follows a case found',
};

/** At most this many cases and applicant accounts are exported at once, or listed by a search. */
export const SUBJECT_ACCESS_MAX_RECORDS = 100;

export const SUBJECT_ACCESS_MESSAGES = {
  identifierRequired:
    'Enter a full name with date of birth, an e-mail address, a phone number, a post code or a UPRN',
  firstNameRequired: 'Enter the first name too: a name is searched with the date of birth',
  lastNameRequired: 'Enter the last name too: a name is searched with the date of birth',
  dateOfBirthRequired: 'Enter the date of birth too: a name alone could be someone else',
  dateOfBirthFormat: 'Enter the date of birth as a real date',
  nameTooLong: 'Use at most 100 characters',
  emailFormat: 'Enter an e-mail address like name@example.com',
  postCodeFormat: UK_POST_CODE_MESSAGES.invalid,
  phoneFormat: UK_PHONE_MESSAGE,
  uprnFormat: 'Enter the UPRN as up to 12 digits',
  nothingChosen: 'Choose at least one case or applicant account to export',
  tooMany: `Choose at most ${SUBJECT_ACCESS_MAX_RECORDS}`,
  notFound: 'A case or applicant account chosen does not exist, or you do not have access to it.',
} as const;

/** Names are matched ignoring case and spaces: "Mary Ann" is "maryann". */
export const normalisedName = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/** Phone numbers are matched by their digits, an international +44 (or 0044) read as the leading 0. */
export const normalisedPhone = (phone: string) =>
  phone
    .replace(/[^0-9+]/g, '')
    .replace(/^(\+|00)440?/, '0')
    .replace(/[^0-9]/g, '');

/** UPRNs are matched by their digits, without leading zeros. */
export const normalisedUprn = (uprn: string) => uprn.replace(/[^0-9]/g, '').replace(/^0+/, '');

/** Blank is absent: the form sends every field. */
const optional = <T extends z.ZodType<string | undefined, string | undefined>>(schema: T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema);

const nameSchema = optional(
  singleLineText().max(100, { error: SUBJECT_ACCESS_MESSAGES.nameTooLong }).optional(),
);

/**
 * `POST /subjectAccess/search`: the person's identifiers, any of them; a name with its date of
 * birth counts only whole. In a body, so that no identifier sits in a URL or an access log.
 */
export const subjectAccessSearchSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    dateOfBirth: optional(
      singleLineText()
        .refine((value) => isCalendarDay(value) && isWithinDayRange(value), {
          error: SUBJECT_ACCESS_MESSAGES.dateOfBirthFormat,
        })
        .optional(),
    ),
    email: optional(
      singleLineText()
        .max(254, { error: SUBJECT_ACCESS_MESSAGES.emailFormat })
        .pipe(z.email({ error: SUBJECT_ACCESS_MESSAGES.emailFormat }))
        .transform((value) => value.toLowerCase())
        .optional(),
    ),
    phone: optional(
      singleLineText()
        .max(20, { error: SUBJECT_ACCESS_MESSAGES.phoneFormat })
        .regex(UK_PHONE_PATTERN, { error: SUBJECT_ACCESS_MESSAGES.phoneFormat })
        .optional(),
    ),
    postCode: optional(
      singleLineText()
        .max(16, { error: SUBJECT_ACCESS_MESSAGES.postCodeFormat })
        .refine((value) => normaliseUkPostCode(value) !== null, {
          error: SUBJECT_ACCESS_MESSAGES.postCodeFormat,
        })
        .optional(),
    ),
    uprn: optional(
      singleLineText()
        .regex(/^[0-9]{1,12}$/, { error: SUBJECT_ACCESS_MESSAGES.uprnFormat })
        .optional(),
    ),
  })
  .superRefine((search, context) => {
    const name = { firstName: search.firstName, lastName: search.lastName, dateOfBirth: search.dateOfBirth };
    const given = Object.values(name).filter((value) => value !== undefined).length;
    if (given > 0 && given < 3) {
      if (!name.firstName) {
        context.addIssue({
          code: 'custom',
          path: ['firstName'],
          message: SUBJECT_ACCESS_MESSAGES.firstNameRequired,
        });
      }
      if (!name.lastName) {
        context.addIssue({
          code: 'custom',
          path: ['lastName'],
          message: SUBJECT_ACCESS_MESSAGES.lastNameRequired,
        });
      }
      if (!name.dateOfBirth) {
        context.addIssue({
          code: 'custom',
          path: ['dateOfBirth'],
          message: SUBJECT_ACCESS_MESSAGES.dateOfBirthRequired,
        });
      }
      return;
    }
    if (given === 0 && !search.email && !search.phone && !search.postCode && !search.uprn) {
      context.addIssue({ code: 'custom', path: [], message: SUBJECT_ACCESS_MESSAGES.identifierRequired });
    }
  });
export type SubjectAccessSearch = z.input<typeof subjectAccessSearchSchema>;
export type SubjectAccessSearchFields = z.output<typeof subjectAccessSearchSchema>;

/** The identifiers a search gave, by kind: what its audit row names. */
export function identifiersOf(search: SubjectAccessSearchFields): SubjectAccessIdentifier[] {
  const kinds: SubjectAccessIdentifier[] = [];
  if (search.firstName && search.lastName && search.dateOfBirth) kinds.push('NAME_AND_DATE_OF_BIRTH');
  if (search.email) kinds.push('EMAIL');
  if (search.phone) kinds.push('PHONE');
  if (search.postCode) kinds.push('POST_CODE');
  if (search.uprn) kinds.push('UPRN');
  return kinds;
}

const matchesSchema = z.array(z.enum(SUBJECT_ACCESS_MATCHES));

/** A case found: enough to tell whether it is the person's. */
export const subjectAccessCaseSchema = z.object({
  id: z.number().int(),
  caseNumber: z.string(),
  clientName: z.string(),
  dateOfBirth: z.string().nullable(),
  address: z.string(),
  statusName: z.string(),
  matched: matchesSchema,
});
export type SubjectAccessCase = z.output<typeof subjectAccessCaseSchema>;

/** An applicant account found, with the cases it follows (those the caller reaches). */
export const subjectAccessApplicantSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  matched: matchesSchema,
  cases: z.array(z.object({ id: z.number().int(), caseNumber: z.string() })),
});
export type SubjectAccessApplicant = z.output<typeof subjectAccessApplicantSchema>;

export const subjectAccessResultSchema = z.object({
  cases: z.array(subjectAccessCaseSchema),
  applicants: z.array(subjectAccessApplicantSchema),
  /** Audit log entries about those cases and accounts, or made by those accounts. */
  auditEntries: z.number().int(),
  /** More than SUBJECT_ACCESS_MAX_RECORDS cases or accounts matched: the search should be narrower. */
  truncated: z.boolean(),
});
export type SubjectAccessResult = z.output<typeof subjectAccessResultSchema>;

const chosenIds = z
  .array(recordIdSchema, { error: SUBJECT_ACCESS_MESSAGES.nothingChosen })
  .max(SUBJECT_ACCESS_MAX_RECORDS, { error: SUBJECT_ACCESS_MESSAGES.tooMany })
  .default([]);

/** `POST /subjectAccess/export`: the cases and accounts chosen from a search. */
export const subjectAccessExportSchema = z
  .object({
    caseIds: chosenIds,
    applicantIds: chosenIds,
    /** Warning notes are staff's, and left out unless an ADMIN chooses to include them. */
    includeWarningNotes: z.boolean({ error: 'Say whether to include warning notes' }).default(false),
  })
  .refine((chosen) => chosen.caseIds.length + chosen.applicantIds.length > 0, {
    path: ['caseIds'],
    error: SUBJECT_ACCESS_MESSAGES.nothingChosen,
  });
export type SubjectAccessExport = z.input<typeof subjectAccessExportSchema>;

export const SUBJECT_ACCESS_CONTENT_TYPE = 'application/zip';

/** The export's file name for a day (`YYYY-MM-DD`, Europe/London). */
export const subjectAccessFileName = (day: string) => `subject-access-${day}.zip`;

const tag = 'subject access';

/** Finding and exporting what the authority holds about a person: its ADMINs alone. */
export const subjectAccessEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/subjectAccess/search',
    summary:
      'Find the cases and applicant accounts of a person, by name and date of birth, e-mail, phone, post code or UPRN',
    description:
      'Exact matches after normalising (names ignoring case and spaces, e-mail in lower case, phone by its digits with +44 as 0, post code without spaces, UPRN by its digits), among the cases the caller reaches. Audited with the kinds of identifier searched by, never their values.',
    tag,
    access: ACCESS.subjectAccessOfficers,
    body: subjectAccessSearchSchema,
    data: subjectAccessResultSchema,
    errors: [400, 401, 403],
    example: { body: { email: 'ada@example.com' } },
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/subjectAccess/export',
    summary: 'Everything held on the chosen cases and applicant accounts, as one ZIP',
    description:
      'summary.pdf (readable), data.json (the same as data, with the audit entries about them) and files/<case number>/<name> for each file that passed the virus check. Warning notes only with includeWarningNotes. A case or account the caller does not reach is a 404. Audited, and recorded on each case as an export.',
    tag,
    access: ACCESS.subjectAccessOfficers,
    body: subjectAccessExportSchema,
    data: z.never(),
    file: {
      contentType: SUBJECT_ACCESS_CONTENT_TYPE,
      description: 'A ZIP (attachment subject-access-YYYY-MM-DD.zip)',
    },
    errors: [400, 401, 403, 404],
    example: { body: { caseIds: [recordOf('case')], applicantIds: [] } },
  }),
};
