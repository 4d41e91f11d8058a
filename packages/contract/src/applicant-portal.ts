import { z } from 'zod';
import { ACCESS } from './access-rules';
import { loginRequestSchema, sessionEnvelopeErrors, sessionUserSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { secondFactorChallengeSchema } from './second-factor-challenge';
import { recordOf } from './examples';
import { recordIdSchema, timestampSchema } from './records';
import { PAYMENT_KINDS } from './payments';
import { MAX_FILE_BYTES } from './constants';
import {
  PORTAL_DOCUMENT_BYTES_PER_CASE,
  PORTAL_DOCUMENTS_PER_WINDOW,
  PORTAL_MESSAGES_PER_WINDOW,
  PORTAL_SEND_WINDOW_MINUTES,
} from './portal-limits';
import { multiLineText, singleLineText } from './text';
import { APPLICATION_STATUSES, type StatusCode } from './statuses';

/**
 * Applicant access (PRODUCT.md §2, "Second login flow"): the client of a case, invited by its
 * officer, follows it in the applicant portal. These are the words the portal uses for each
 * status: plain English, saying what it means for the applicant, never the council's jargon.
 */
export const PUBLIC_STATUS_LABELS: Record<StatusCode, { label: string; meaning: string }> = {
  ENQUIRY: {
    label: 'Enquiry received',
    meaning: 'We have your enquiry and will contact you about what happens next.',
  },
  REFERRAL_RECEIVED: {
    label: 'Referral received',
    meaning: 'We have the referral for your home and will arrange an assessment.',
  },
  ASSESSMENT: {
    label: 'Assessing your needs',
    meaning: 'We are finding out which changes to your home would help you.',
  },
  APPLICATION_SUBMITTED: {
    label: 'Application received',
    meaning: 'We have your grant application and are checking it. We will tell you our decision.',
  },
  APPROVED: {
    label: 'Grant approved',
    meaning: 'Your grant has been approved. The next step is ordering the work.',
  },
  WORKS_ORDERED: {
    label: 'Work ordered',
    meaning: 'The work has been ordered from the builder or contractor, who will arrange a start date.',
  },
  WORKS_IN_PROGRESS: {
    label: 'Work under way',
    meaning: 'The work on your home has started.',
  },
  WORKS_COMPLETED: {
    label: 'Work finished',
    meaning: 'The work is finished. We are checking it and settling the final costs.',
  },
  CLOSED: {
    label: 'Case closed',
    meaning: 'Your case is complete and closed.',
  },
  ON_HOLD: {
    label: 'On hold',
    meaning: 'Your case is paused for now. Your officer will tell you why and what happens next.',
  },
  WITHDRAWN: {
    label: 'Withdrawn',
    meaning: 'This application has been withdrawn.',
  },
  REFUSED: {
    label: 'Application refused',
    meaning:
      'We have decided not to give the grant. Your officer has written to you to say why and how to ask us to look again.',
  },
};

/**
 * What a case's applicant has: nothing yet, a link waiting to be opened, access they opened the
 * link for, or access taken away.
 */
export const APPLICANT_ACCESS_STATES = ['none', 'invited', 'active', 'revoked'] as const;
export type ApplicantAccessState = (typeof APPLICANT_ACCESS_STATES)[number];

/** Applicant access to a case, as the case page shows it to the officer. */
export const applicantAccessSchema = z.object({
  state: z.enum(APPLICANT_ACCESS_STATES),
  /** The address of the account holding (or invited to) access; null before any invitation. */
  email: z.string().nullable(),
  /** The name on that account, so the officer sees whose account it is. */
  name: z.string().nullable(),
  invitedAt: timestampSchema.nullable(),
  /** When the invitation link stops working; null once used or when there is none. */
  invitationExpiresAt: timestampSchema.nullable(),
  lastSignInAt: timestampSchema.nullable(),
  can: z.object({ invite: z.boolean(), revoke: z.boolean() }),
});
export type ApplicantAccess = z.output<typeof applicantAccessSchema>;

export const APPLICANT_ACCESS_MESSAGES = {
  read: 'Applicant access',
  invited:
    'The client has been e-mailed a link. They can follow the case once they open it from their mailbox.',
  revoked: 'The applicant can no longer sign in to follow this case.',
  noEmail: 'Add the client’s e-mail address to the case before inviting them.',
  // Said alike whoever holds the address (a member of staff, another council's applicant).
  addressInUse:
    'This e-mail address cannot be used for applicant access. Check the client’s e-mail address on the case.',
  nothingToRevoke: 'The applicant has no access to take away.',
} as const;

const caseIdParams = z.object({ caseId: recordIdSchema });

export const applicantAccessEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/applicant',
    summary: "Whether the case's client has access to follow it, and when they last signed in",
    tag: 'applicant access',
    access: ACCESS.caseReaders,
    params: caseIdParams,
    data: applicantAccessSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/applicant/invite',
    summary: "Invite the case's client (or invite them again) to follow the case in the applicant portal",
    description:
      "Mails the client's address on the case a single-use link, valid for 7 days: to choose a password, or for an applicant who has one, to add the case to their portal. Access is live only once the link is opened; a new invitation retires any earlier link. The applicant's account is made on the first invitation. An address some other kind of account uses gets the same answer, and its owner is told.",
    tag: 'applicant access',
    access: ACCESS.caseWriters,
    params: caseIdParams,
    data: applicantAccessSchema,
    errors: [400, 401, 403, 404, 422, 429],
    example: { params: { caseId: recordOf('case') } },
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/applicant/revoke',
    summary: "Take away the applicant's access to the case; their sign-ins end at once",
    tag: 'applicant access',
    access: ACCESS.caseWriters,
    params: caseIdParams,
    data: applicantAccessSchema,
    errors: [400, 401, 403, 404, 422],
    example: { params: { caseId: recordOf('case') }, status: 422 },
  }),
} as const;

/** A stage of the case as the applicant sees it: the public label and when the case reached it. */
export const caseStageSchema = z.object({
  code: z.enum(APPLICATION_STATUSES.map((status) => status.code) as [StatusCode, ...StatusCode[]]),
  label: z.string(),
  reachedAt: timestampSchema,
});

/** Where a document the applicant sent stands, in their words (scan statuses, docs/personal-data.md). */
export const PORTAL_DOCUMENT_STATES = ['CHECKING', 'RECEIVED', 'REFUSED'] as const;
export type PortalDocumentState = (typeof PORTAL_DOCUMENT_STATES)[number];
export const PORTAL_DOCUMENT_STATE_LABELS: Record<PortalDocumentState, string> = {
  CHECKING: 'Being checked for viruses',
  RECEIVED: 'Received',
  REFUSED: 'Not accepted: a virus was found in it. It has been deleted. Please send a clean copy.',
};
export const PORTAL_SENT_DOCUMENTS_SHOWN = 20;

/**
 * The spec's "case master": the summary of their case the applicant portal shows, and nothing
 * else of the case (no notes, costs, other items or audit).
 */
export const caseMasterSchema = z.object({
  caseNumber: z.string(),
  status: z.object({ code: caseStageSchema.shape.code, label: z.string(), meaning: z.string() }),
  /** Each status the case has reached, oldest first. */
  stages: z.array(caseStageSchema),
  officer: z.object({ name: z.string() }).nullable(),
  team: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  /** Visits and appointments the officer chose to share, soonest first, from today. */
  visits: z.array(
    z.object({
      id: z.number().int(),
      what: z.string(),
      description: z.string(),
      scheduledAt: timestampSchema,
    }),
  ),
  /**
   * Once the grant is approved: the approved works (type, what, where) and the grant's total, in
   * pence. Null before; quotes, fees and contributions are never shown.
   */
  grant: z
    .object({
      totalPence: z.number().int(),
      approvedOn: z.string(),
      works: z.array(
        z.object({ type: z.string(), description: z.string(), location: z.string().nullable() }),
      ),
      /** The payments made, oldest first: stage, day and amount; never requests, invoices or rejections. */
      paymentsMade: z.array(
        z.object({ kind: z.enum(PAYMENT_KINDS), paidOn: z.string(), amountPence: z.number().int() }),
      ),
    })
    .nullable(),
  /**
   * The documents the applicant sent on this case, newest first (at most PORTAL_SENT_DOCUMENTS_SHOWN),
   * with where each stands: being checked for viruses, received, or refused because one was found.
   */
  sentDocuments: z
    .array(
      z.object({
        name: z.string(),
        sentAt: timestampSchema,
        state: z.enum(PORTAL_DOCUMENT_STATES),
      }),
    )
    .default([]),
});
export type CaseMaster = z.output<typeof caseMasterSchema>;

/** The portal's sign-in answers the session fields, as the staff sign-in does, and the case master. */
export const portalSessionSchema = sessionUserSchema.extend({ caseMaster: caseMasterSchema });
export type PortalSession = z.output<typeof portalSessionSchema>;
/** The portal's sign-in: the session, or (for an applicant who added a passkey) its second factor to pass. */
export const portalLoginAnswerSchema = z.union([portalSessionSchema, secondFactorChallengeSchema]);
export type PortalLoginAnswer = z.output<typeof portalLoginAnswerSchema>;

export const PORTAL_MESSAGE_MAX_LENGTH = 2000;

/** `POST /portal/message`: a message to the case's officer, in the applicant's words. */
export const portalMessageRequestSchema = z.object({
  message: multiLineText({ error: 'Write your message' })
    .min(1, { error: 'Write your message' })
    .max(PORTAL_MESSAGE_MAX_LENGTH, {
      error: `Keep your message to ${PORTAL_MESSAGE_MAX_LENGTH} characters or fewer`,
    }),
});
export type PortalMessageRequest = z.input<typeof portalMessageRequestSchema>;

export const PORTAL_DOCUMENT_NOTE_MAX_LENGTH = 200;

/**
 * `POST /portal/document`: a document the officer asked for (multipart/form-data), with a line
 * saying what it is; the file itself in the part named "file".
 */
export const portalDocumentRequestSchema = z.object({
  note: singleLineText({ error: 'Say what the document is' })
    .min(1, { error: 'Say what the document is, for example "Proof of income"' })
    .max(PORTAL_DOCUMENT_NOTE_MAX_LENGTH, {
      error: `Keep this to ${PORTAL_DOCUMENT_NOTE_MAX_LENGTH} characters or fewer`,
    }),
});
export type PortalDocumentRequest = z.input<typeof portalDocumentRequestSchema>;

/** The diary on the case that holds the applicant's messages; made with the first one. */
export const APPLICANT_MESSAGES_DIARY_TITLE = 'Messages from the applicant';

export const PORTAL_MESSAGES = {
  signedIn: 'Signed in.',
  read: 'Your case',
  noCase: 'You do not have access to a case at the moment. Please contact your council.',
  messageSent: 'Your message has been sent to your case officer.',
  documentSent: 'Your document has been sent to your case officer.',
} as const;

export const portalEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/portal/login',
    summary:
      'Sign in to the applicant portal; sets the refresh token cookie, or (after a passkey was added) asks for the passkey',
    description:
      'For applicants only: a staff account signing in here is refused exactly as a wrong password is, and an applicant at the staff sign-in likewise; so is an applicant with no case left to follow (every access revoked), whatever the password, counted towards the lockout as a wrong one.',
    tag: 'applicant portal',
    access: ACCESS.public,
    body: loginRequestSchema,
    data: portalLoginAnswerSchema,
    errors: sessionEnvelopeErrors,
    example: { body: { email: 'peggy.woolley@example.com', password: 'not the right one' }, status: 401 },
  }),
  case: defineEndpoint({
    method: 'GET',
    path: '/portal/case',
    summary: "The applicant's case as the portal shows it (the case master)",
    tag: 'applicant portal',
    access: ACCESS.applicants,
    data: caseMasterSchema,
    errors: [401, 403, 404],
  }),
  message: defineEndpoint({
    method: 'POST',
    path: '/portal/message',
    summary: "Send a message to the case's officer",
    description: `Kept as a text action item due at once in the case's diary of messages from the applicant (made with the first message), so it raises the officer's alarm. At most ${PORTAL_MESSAGES_PER_WINDOW} messages per applicant in ${PORTAL_SEND_WINDOW_MINUTES} minutes (429 with Retry-After beyond, nothing kept).`,
    tag: 'applicant portal',
    access: ACCESS.applicants,
    body: portalMessageRequestSchema,
    data: z.object({ sentAt: timestampSchema }),
    errors: [400, 401, 403, 404, 429],
    example: { body: { message: 'The occupational therapist can come on Tuesday morning.' } },
  }),
  document: defineEndpoint({
    method: 'POST',
    path: '/portal/document',
    summary: "Send the case's officer a document they asked for (multipart/form-data)",
    description: `The note as a form field, then the file in the part named "file", with every check of an action item's file: at most 25 MB (413 beyond; an empty file is a 400), its type read from its bytes (PDF, images, Word, Excel, PowerPoint or plain text, else 415). Kept as a file action item due at once in the case's diary of messages from the applicant, so it raises the officer's alarm. At most ${PORTAL_DOCUMENTS_PER_WINDOW} documents per applicant in ${PORTAL_SEND_WINDOW_MINUTES} minutes (429 with Retry-After beyond, read before the file), and at most ${PORTAL_DOCUMENT_BYTES_PER_CASE / 1024 / 1024} MB of applicants' documents on a case (422 beyond, nothing kept).`,
    tag: 'applicant portal',
    access: ACCESS.applicants,
    body: portalDocumentRequestSchema,
    upload: { field: 'file', maxBytes: MAX_FILE_BYTES, description: 'The document, at most 25 MB' },
    data: z.object({ sentAt: timestampSchema, fileName: z.string() }),
    errors: [400, 401, 403, 404, 413, 415, 422, 429, 503],
    example: {
      body: { note: 'Proof of income' },
      file: { name: 'payslip.pdf', content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n' },
    },
  }),
} as const;
