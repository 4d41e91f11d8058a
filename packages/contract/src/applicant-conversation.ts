import { z } from 'zod';
import { ACCESS } from './access-rules';
import { timelineCursorSchema } from './case-timeline';
import { MAX_FILE_BYTES } from './constants';
import { calendarDaySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, timestampSchema } from './records';
import { PORTAL_DOCUMENTS_PER_WINDOW, PORTAL_SEND_WINDOW_MINUTES } from './portal-limits';
import { multiLineText, singleLineText } from './text';

/**
 * The applicant conversation (issue 39, docs/applicant-conversation.md): the applicant's messages
 * and documents, the officer's replies, and the documents the officer asks for, in one thread that
 * the officer sees on the case page and the applicant on the portal.
 */

/** What an officer may ask the applicant to send. */
export const DOCUMENT_REQUEST_KINDS = ['PROOF_OF_INCOME', 'PROOF_OF_OWNERSHIP', 'PHOTOS', 'OTHER'] as const;
export type DocumentRequestKind = (typeof DOCUMENT_REQUEST_KINDS)[number];

export const DOCUMENT_REQUEST_KIND_LABELS: Record<DocumentRequestKind, string> = {
  PROOF_OF_INCOME: 'Proof of income',
  PROOF_OF_OWNERSHIP: 'Proof of ownership or landlord’s consent',
  PHOTOS: 'Photos',
  OTHER: 'Other',
};

/**
 * Where an asked-for document stands: asked for; sent by the applicant and awaiting the officer's
 * review; accepted; or asked for again with a reason.
 */
export const DOCUMENT_REQUEST_STATES = ['REQUESTED', 'SENT', 'ACCEPTED', 'ASKED_AGAIN'] as const;
export type DocumentRequestState = (typeof DOCUMENT_REQUEST_STATES)[number];

export const DOCUMENT_REQUEST_STATE_LABELS: Record<DocumentRequestState, string> = {
  REQUESTED: 'Requested',
  SENT: 'Sent',
  ACCEPTED: 'Accepted',
  ASKED_AGAIN: 'Asked again',
};

export const CONVERSATION_REPLY_MAX_LENGTH = 2000;
export const DOCUMENT_REQUEST_DETAILS_MAX_LENGTH = 200;
export const DOCUMENT_REQUEST_REASON_MAX_LENGTH = 500;
/** The most items one request asks for. */
export const DOCUMENT_REQUEST_ITEMS_MAX = 10;
/**
 * The most of a thread one call answers: the newest page first, each shown oldest first; earlier
 * pages follow the answer's `nextCursor`.
 */
export const CONVERSATION_PAGE_SIZE = 50;

export const CONVERSATION_MESSAGES = {
  read: 'Messages',
  replied: 'Your reply has been sent. The applicant has been e-mailed to say there is a new message.',
  asked: 'The applicant has been asked for the documents.',
  accepted: 'Document accepted.',
  askedAgain: 'The applicant has been asked again.',
  uploaded: 'Your document has been sent to your case officer.',
  requestNotFound: 'This document request does not exist, or you do not have access to it.',
  alreadyAccepted: 'This document has been accepted already.',
  nothingToAccept:
    'The applicant has not sent anything for this request yet: accept it once they have, or ask again.',
  noApplicant:
    'The client does not follow this case online. Invite them from the Overview before replying here.',
  replyRequired: 'Write your reply',
  replyTooLong: `Keep the reply to ${CONVERSATION_REPLY_MAX_LENGTH} characters or fewer`,
  kindRequired: 'Choose what to ask for',
  detailsRequired: 'Say what the document is',
  detailsTooLong: `Use at most ${DOCUMENT_REQUEST_DETAILS_MAX_LENGTH} characters`,
  dueOnFormat: 'Enter the due date as a real date',
  dueOnPast: 'Choose a due date of today or later',
  itemsRequired: 'Ask for at least one document',
  itemsTooMany: `Ask for at most ${DOCUMENT_REQUEST_ITEMS_MAX} documents at once`,
  reasonRequired: 'Say why you are asking again',
  reasonTooLong: `Use at most ${DOCUMENT_REQUEST_REASON_MAX_LENGTH} characters`,
  /** The mail each reply sends: it never holds the reply's words. */
  noticeSubject: 'You have a new message about your case',
  /** The diary the officer's chase items go in (an item due by each request's due date). */
  chaseDiaryTitle: 'Documents asked for',
  chaseDiaryDescription: 'Documents asked of the applicant, each due by its date.',
  chaseItem: (label: string) => `Documents due from the applicant: ${label}`,
  chaseText: (label: string, dueOn: string) =>
    `The applicant was asked for "${label}" by ${dueOn}. When they send it, it shows in the case's Messages, where you accept it or ask again.`,
} as const;

/** One document asked for: what, and by when (today or later, UK time; the server checks). */
export const documentRequestItemSchema = z
  .object({
    kind: z.enum(DOCUMENT_REQUEST_KINDS, { error: CONVERSATION_MESSAGES.kindRequired }),
    details: singleLineText()
      .max(DOCUMENT_REQUEST_DETAILS_MAX_LENGTH, { error: CONVERSATION_MESSAGES.detailsTooLong })
      .optional()
      .transform((value) => (value ? value : null)),
    dueOn: calendarDaySchema(CONVERSATION_MESSAGES.dueOnFormat),
  })
  .superRefine((item, context) => {
    if (item.kind === 'OTHER' && !item.details)
      context.addIssue({ code: 'custom', path: ['details'], message: CONVERSATION_MESSAGES.detailsRequired });
  });
export type DocumentRequestItem = z.input<typeof documentRequestItemSchema>;

/** `POST /case/:caseId/document-requests`. */
export const askForDocumentsRequestSchema = z.object({
  items: z
    .array(documentRequestItemSchema)
    .min(1, { error: CONVERSATION_MESSAGES.itemsRequired })
    .max(DOCUMENT_REQUEST_ITEMS_MAX, { error: CONVERSATION_MESSAGES.itemsTooMany }),
});
export type AskForDocumentsRequest = z.input<typeof askForDocumentsRequestSchema>;

/** `POST /case/:caseId/conversation/reply`. */
export const conversationReplyRequestSchema = z.object({
  message: multiLineText({ error: CONVERSATION_MESSAGES.replyRequired })
    .min(1, { error: CONVERSATION_MESSAGES.replyRequired })
    .max(CONVERSATION_REPLY_MAX_LENGTH, { error: CONVERSATION_MESSAGES.replyTooLong }),
});
export type ConversationReplyRequest = z.input<typeof conversationReplyRequestSchema>;

/** `POST /document-request/:id/ask-again`: why, and a new due date. */
export const askAgainRequestSchema = z.object({
  reason: singleLineText({ error: CONVERSATION_MESSAGES.reasonRequired })
    .min(1, { error: CONVERSATION_MESSAGES.reasonRequired })
    .max(DOCUMENT_REQUEST_REASON_MAX_LENGTH, { error: CONVERSATION_MESSAGES.reasonTooLong }),
  dueOn: calendarDaySchema(CONVERSATION_MESSAGES.dueOnFormat),
});
export type AskAgainRequest = z.input<typeof askAgainRequestSchema>;

/** A file the applicant sent against a request. */
export const requestUploadSchema = z.object({
  /** The applicant's file item (the officer opens it from the case page). */
  itemId: z.number().int(),
  name: z.string(),
  sentAt: timestampSchema,
});

/** A document asked for, as both sides see it. */
export const documentRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_REQUEST_KINDS),
  /** "Proof of income", or for Other the officer's words. */
  label: z.string(),
  details: z.string().nullable(),
  dueOn: z.string(),
  state: z.enum(DOCUMENT_REQUEST_STATES),
  /** Why it was asked for again (shown to the applicant); null otherwise. */
  reason: z.string().nullable(),
  /** Past its due date, and neither sent nor accepted (UK time). */
  overdue: z.boolean(),
  askedAt: timestampSchema,
  uploads: z.array(requestUploadSchema),
});
export type DocumentRequest = z.output<typeof documentRequestSchema>;

/** One entry of the thread, oldest first. */
export const conversationEntrySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('applicant-message'),
    key: z.string(),
    at: timestampSchema,
    text: z.string(),
    /** The item on the case page (for the officer); the applicant's view has it too, unused. */
    itemId: z.number().int(),
  }),
  z.object({
    type: z.literal('applicant-document'),
    key: z.string(),
    at: timestampSchema,
    name: z.string(),
    note: z.string(),
    itemId: z.number().int(),
  }),
  z.object({
    type: z.literal('officer-reply'),
    key: z.string(),
    at: timestampSchema,
    text: z.string(),
    officerName: z.string(),
  }),
  z.object({
    type: z.literal('document-request'),
    key: z.string(),
    at: timestampSchema,
    officerName: z.string(),
    /** What was asked for in that request, by label. */
    labels: z.array(z.string()),
  }),
]);
export type ConversationEntry = z.output<typeof conversationEntrySchema>;

/**
 * `?cursor=`: where an earlier page of the thread ends, as the last answer's `nextCursor` gave it
 * (the time and key of the oldest entry shown, as the case timeline's cursor); none is the newest page.
 */
export const conversationQuerySchema = z.object({ cursor: timelineCursorSchema });
export type ConversationQuery = z.input<typeof conversationQuerySchema>;

/** Give it back as `cursor` for the page before (older entries); null when there is none. */
const nextCursorSchema = z.string().nullable();

export const conversationSchema = z.object({
  /** A page of the thread: at most CONVERSATION_PAGE_SIZE entries, oldest first. */
  entries: z.array(conversationEntrySchema),
  nextCursor: nextCursorSchema,
  requests: z.array(documentRequestSchema),
  /** What the caller may do: reply and ask (a case writer, on a case not disposed, the client following it). */
  can: z.object({ reply: z.boolean(), ask: z.boolean(), review: z.boolean() }),
  /** Whether the client follows the case on the portal (replies reach them only then). */
  applicantFollows: z.boolean(),
});
export type Conversation = z.output<typeof conversationSchema>;

/** The thread as the portal shows it: the same entries and requests, nothing else of the case. */
export const portalConversationSchema = z.object({
  entries: z.array(conversationEntrySchema),
  nextCursor: nextCursorSchema,
  requests: z.array(documentRequestSchema),
});
export type PortalConversation = z.output<typeof portalConversationSchema>;

/** `POST /portal/document-request/:id/upload`: an optional line, then the file. */
export const requestUploadFieldsSchema = z.object({
  note: singleLineText()
    .max(DOCUMENT_REQUEST_DETAILS_MAX_LENGTH, { error: CONVERSATION_MESSAGES.detailsTooLong })
    .optional(),
});

const tag = 'applicant conversation';
const caseIdParams = z.object({ caseId: recordIdSchema });
const requestIdParams = z.object({ id: recordIdSchema });

export const conversationEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/conversation',
    summary: "The case's conversation with its applicant, a page at a time, and the documents asked for",
    description: `The newest ${CONVERSATION_PAGE_SIZE} entries of the thread, oldest first; pass the answer's nextCursor as cursor for the ${CONVERSATION_PAGE_SIZE} before them. A cursor that is not one the server gave is a 400.`,
    tag,
    access: ACCESS.caseReaders,
    params: caseIdParams,
    query: conversationQuerySchema,
    data: conversationSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/conversation/reply',
    summary: 'Reply to the applicant; they are mailed a notice without its words',
    description:
      'Kept on the case and audited; the applicant sees it on the portal. The mail says only "You have a new message about your case", with a link to the portal. Refused (422) when nobody follows the case on the portal.',
    tag,
    access: ACCESS.caseWriters,
    params: caseIdParams,
    body: conversationReplyRequestSchema,
    data: conversationEntrySchema,
    errors: [400, 401, 403, 404, 422],
    example: {
      params: { caseId: recordOf('case') },
      body: { message: 'Thank you. The therapist will call you on Tuesday.' },
      status: 422,
    },
  }),
  ask: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/document-requests',
    summary: 'Ask the applicant for documents, each with a due date (today or later)',
    description:
      'Each item is also an action item in the case\'s "Documents asked for" diary, due on its date, so an item neither sent nor accepted by then is overdue in the officer\'s alarms and My work.',
    tag,
    access: ACCESS.caseWriters,
    params: caseIdParams,
    body: askForDocumentsRequestSchema,
    data: z.array(documentRequestSchema),
    errors: [400, 401, 403, 404, 422],
    example: {
      params: { caseId: recordOf('case') },
      body: { items: [{ kind: 'PROOF_OF_INCOME', dueOn: '2099-01-31' }] },
    },
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/document-request/:id/accept',
    summary: 'Accept what the applicant sent for a document request',
    tag,
    access: ACCESS.caseWriters,
    params: requestIdParams,
    data: documentRequestSchema,
    errors: [400, 401, 403, 404, 422],
    example: { params: { id: recordOf('document-request') } },
  }),
  askAgain: defineEndpoint({
    method: 'POST',
    path: '/document-request/:id/ask-again',
    summary: 'Ask for a document again, with a reason the applicant sees and a new due date',
    tag,
    access: ACCESS.caseWriters,
    params: requestIdParams,
    body: askAgainRequestSchema,
    data: documentRequestSchema,
    errors: [400, 401, 403, 404, 422],
    example: {
      params: { id: recordOf('document-request') },
      body: { reason: 'The payslip is cut off at the bottom.', dueOn: '2099-02-28' },
    },
  }),
  portalRead: defineEndpoint({
    method: 'GET',
    path: '/portal/conversation',
    summary:
      "The applicant's conversation with their officer, a page at a time, and the documents asked of them",
    description: `Paged as the officer's read: the newest ${CONVERSATION_PAGE_SIZE} entries, then earlier ones with the answer's nextCursor as cursor.`,
    tag: 'applicant portal',
    access: ACCESS.applicants,
    query: conversationQuerySchema,
    data: portalConversationSchema,
    errors: [400, 401, 403, 404],
  }),
  portalUpload: defineEndpoint({
    method: 'POST',
    path: '/portal/document-request/:id/upload',
    summary: 'Send a document the officer asked for, against that request (multipart/form-data)',
    description: `As the portal's other documents: every check of a file, the room left on the case, and at most ${PORTAL_DOCUMENTS_PER_WINDOW} documents per applicant in ${PORTAL_SEND_WINDOW_MINUTES} minutes. The request becomes Sent, awaiting the officer; a request already accepted is a 422. A request not on the applicant's own case is a 404.`,
    tag: 'applicant portal',
    access: ACCESS.applicants,
    params: requestIdParams,
    body: requestUploadFieldsSchema,
    upload: { field: 'file', maxBytes: MAX_FILE_BYTES, description: 'The document, at most 25 MB' },
    data: documentRequestSchema,
    errors: [400, 401, 403, 404, 413, 415, 422, 429, 503],
    example: {
      params: { id: recordOf('document-request') },
      file: { name: 'payslip.pdf', content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n' },
      // The matrix's applicant follows a case of their own, not the request's.
      status: 404,
    },
  }),
} as const;
