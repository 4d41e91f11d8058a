/**
 * How much an applicant may send their officer from the portal. Each message and document raises
 * the officer's alarm and each document takes storage, so both are capped, well above what a
 * genuine applicant sends: a handful of messages a day, a pack of papers when asked for them.
 */
export const PORTAL_SEND_WINDOW_MINUTES = 10;
/** Messages one applicant may send in PORTAL_SEND_WINDOW_MINUTES. */
export const PORTAL_MESSAGES_PER_WINDOW = 10;
/** Documents one applicant may send in PORTAL_SEND_WINDOW_MINUTES (a pack of payslips and statements fits). */
export const PORTAL_DOCUMENTS_PER_WINDOW = 20;
/** The total size of the documents applicants have sent on one case. */
export const PORTAL_DOCUMENT_BYTES_PER_CASE = 100 * 1024 * 1024;

export const PORTAL_LIMIT_MESSAGES = {
  tooManyMessages: (wait: string) =>
    `You have sent a lot of messages in a short time. Please wait ${wait} and try again, or contact your council.`,
  tooManyDocuments: (wait: string) =>
    `You have sent a lot of documents in a short time. Please wait ${wait} and try again, or contact your council.`,
  documentSpaceUsed:
    'There is no more room for documents on your case. Please contact your case officer to send this one another way.',
} as const;
