import { z } from 'zod';
import { ACCESS } from './access-rules';
import { MAX_FILE_BYTES } from './constants';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { FILE_SCAN_STATUSES } from './files';
import { recordIdSchema, requiredText, timestampSchema } from './records';

/**
 * A case's documents (issue 39, "A document is not a task"): files staff file on the case without
 * a due date, beside every other file the case holds (diary items, quotes, variations, invoices,
 * what the applicant sent), listed in one place.
 */
export const CASE_DOCUMENT_TYPES = [
  'OT_ASSESSMENT',
  'PHOTO',
  'QUOTE',
  'LETTER',
  'INVOICE',
  'CORRESPONDENCE',
  'OTHER',
] as const;
export type CaseDocumentType = (typeof CASE_DOCUMENT_TYPES)[number];

export const CASE_DOCUMENT_TYPE_LABELS: Record<CaseDocumentType, string> = {
  OT_ASSESSMENT: 'OT assessment',
  PHOTO: 'Photo',
  QUOTE: 'Quote',
  LETTER: 'Letter',
  INVOICE: 'Invoice',
  CORRESPONDENCE: 'Correspondence',
  OTHER: 'Other',
};

/** Where a file of the case hangs from. */
export const CASE_DOCUMENT_SOURCES = [
  'DOCUMENT',
  'DIARY_ITEM',
  'APPLICANT',
  'QUOTE',
  'VARIATION',
  'INVOICE',
] as const;
export type CaseDocumentSource = (typeof CASE_DOCUMENT_SOURCES)[number];

export const CASE_DOCUMENT_SOURCE_LABELS: Record<CaseDocumentSource, string> = {
  DOCUMENT: 'Filed on the case',
  DIARY_ITEM: 'Diary item',
  APPLICANT: 'From the applicant',
  QUOTE: 'Quote',
  VARIATION: 'Grant variation',
  INVOICE: 'Payment invoice',
};

export const CASE_DOCUMENT_NAME_MAX_LENGTH = 200;

export const CASE_DOCUMENT_MESSAGES = {
  added: 'Document added.',
  deleted: 'Document deleted.',
  seen: 'Marked as seen.',
  notFound: 'This document does not exist, or you do not have access to it.',
  typeRequired: `Choose the type of document: ${CASE_DOCUMENT_TYPES.map((type) => CASE_DOCUMENT_TYPE_LABELS[type]).join(', ')}`,
  notYours: 'Only the person who added this document, or an administrator, can delete it.',
  notApplicants: 'Only what the applicant sent can be marked as seen.',
  applicantsOwn: 'What the applicant sent stays as they sent it: it cannot be changed or deleted.',
} as const;

/** The diary a document is filed beside: a multipart form sends none as an empty field. */
const optionalDiaryIdSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  recordIdSchema.optional(),
);

/** What staff give of a document they file: `POST /case/:caseId/documents/add`, beside its `file`. */
export const addCaseDocumentRequestSchema = z.object({
  type: z.enum(CASE_DOCUMENT_TYPES, { error: CASE_DOCUMENT_MESSAGES.typeRequired }),
  name: requiredText('a name for the document', CASE_DOCUMENT_NAME_MAX_LENGTH),
  diaryId: optionalDiaryIdSchema,
});
export type AddCaseDocumentRequest = z.input<typeof addCaseDocumentRequestSchema>;

/** `GET /case/:caseId/documents?source=`: every source when absent. */
export const caseDocumentQuerySchema = z.object({
  source: z
    .enum(CASE_DOCUMENT_SOURCES, { error: `Choose a source: ${CASE_DOCUMENT_SOURCES.join(', ')}` })
    .optional(),
});

/** One file of the case, whichever record holds it. */
export const caseDocumentSchema = z.object({
  /** Unique in the list: the source and its record's id. */
  key: z.string(),
  source: z.enum(CASE_DOCUMENT_SOURCES),
  /** A document filed on the case: its type; other sources have none. */
  type: z.enum(CASE_DOCUMENT_TYPES).nullable(),
  /** What the person who filed it called it (a document's name, an item's description). */
  title: z.string(),
  /** The file's own name. */
  fileName: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  scanStatus: z.enum(FILE_SCAN_STATUSES),
  uploadedByName: z.string(),
  uploadedAt: timestampSchema,
  /** The diary it is filed beside (a document linked to one, a diary item's). */
  diaryId: z.number().int().nullable(),
  diaryTitle: z.string().nullable(),
  /** Sent by the applicant and not yet seen by an officer. */
  isNew: z.boolean(),
  /** The API path (without its prefix) that sends the file, checked by that route's own rules. */
  downloadPath: z.string(),
  /** The action item an applicant's upload is (for "Mark as seen"); null otherwise. */
  actionItemId: z.number().int().nullable(),
  /** The document filed on the case (for deleting it); null for other sources. */
  documentId: z.number().int().nullable(),
  can: z.object({ delete: z.boolean(), markSeen: z.boolean() }),
});
export type CaseDocument = z.output<typeof caseDocumentSchema>;

export const caseDocumentListSchema = z.object({
  documents: z.array(caseDocumentSchema),
  can: z.object({ add: z.boolean() }),
});
export type CaseDocumentList = z.output<typeof caseDocumentListSchema>;

const tag = 'case documents';
const onCase = z.object({ caseId: recordIdSchema });
const onDocument = z.object({ caseId: recordIdSchema, documentId: recordIdSchema });
const onItem = z.object({ caseId: recordIdSchema, itemId: recordIdSchema });

/**
 * A case's documents: read by whoever reads the case; filed by its writers; deleted by whoever
 * filed one or an authority ADMIN; what the applicant sent marked seen by its writers.
 */
export const caseDocumentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/documents',
    summary: 'Every file of a case in one list, newest first',
    description:
      "Documents filed on the case, diary items' files, the applicant's uploads, quotes, variation documents and payment invoices; `source` keeps one kind.",
    tag,
    access: ACCESS.caseReaders,
    params: onCase,
    query: caseDocumentQuerySchema,
    data: caseDocumentListSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/documents/add',
    summary: 'File a document on a case, with no due date (multipart/form-data)',
    description:
      'The fields `type`, `name` and optionally `diaryId` as form fields, and the file in the part named "file", checked as every upload is (25 MB, type from its bytes, virus scan).',
    tag,
    access: ACCESS.caseWriters,
    params: onCase,
    body: addCaseDocumentRequestSchema,
    upload: { field: 'file', maxBytes: MAX_FILE_BYTES, description: 'The document, at most 25 MB' },
    data: caseDocumentSchema,
    errors: [400, 401, 403, 404, 409, 413, 415],
    example: {
      params: { caseId: recordOf('case') },
      body: { type: 'OT_ASSESSMENT', name: 'OT assessment of the stairs' },
      file: { name: 'ot.pdf', content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n' },
    },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/documents/delete/:documentId',
    summary: 'Delete a document filed on the case (its filer or an authority ADMIN), and its file',
    tag,
    access: ACCESS.caseWriters,
    params: onDocument,
    data: z.null(),
    errors: [400, 401, 403, 404, 409],
    example: { params: { caseId: recordOf('case'), documentId: recordOf('case-document') } },
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/documents/file/:documentId',
    summary: 'A document filed on the case, as an attachment',
    tag,
    access: ACCESS.caseReaders,
    params: onDocument,
    data: z.never(),
    file: { contentType: 'application/octet-stream', description: 'The document as it was uploaded' },
    errors: [400, 401, 403, 404, 409],
    example: { params: { caseId: recordOf('case'), documentId: recordOf('case-document') } },
  }),
  markSeen: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/applicant-items/:itemId/seen',
    summary: 'Mark what the applicant sent (a document or a message) as seen: it is no longer new',
    description: 'Seeing it also takes it out of the alarms; marking it again changes nothing.',
    tag,
    access: ACCESS.caseWriters,
    params: onItem,
    data: z.null(),
    errors: [400, 401, 403, 404, 409],
    example: { params: { caseId: recordOf('case'), itemId: recordOf('applicant-item') } },
  }),
} as const;
