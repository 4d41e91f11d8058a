import { z } from 'zod';
import { ACCESS } from './access-rules';
import { MAX_FILE_BYTES } from './constants';
import { ACTION_TYPES } from './domain';
import { defineEndpoint, type HttpMethod } from './endpoint';
import { recordOf } from './examples';
import { storedFileSchema } from './files';
import { recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';
import { multiLineText } from './text';

/** What an action item carries: a text note or one file. */
export const ACTION_ITEM_KINDS = ['TEXT', 'FILE'] as const;
export type ActionItemKind = (typeof ACTION_ITEM_KINDS)[number];

export const ACTION_ITEM_DESCRIPTION_MAX_LENGTH = 500;
export const ACTION_ITEM_TEXT_MAX_LENGTH = 4000;

const SCHEDULED_AT_MESSAGE = 'Enter the date and time with its offset, such as 2026-03-30T09:30:00+01:00';
/** Far enough either way for any real diary, near enough to catch a mistyped year. */
const EARLIEST_SCHEDULE = '2000-01-01T00:00:00Z';
const LATEST_SCHEDULE = '2100-01-01T00:00:00Z';

/** When an item is due: ISO 8601 with its offset (UTC is kept; the web client shows Europe/London). */
const scheduledAtSchema = z.iso
  .datetime({ offset: true, error: SCHEDULED_AT_MESSAGE })
  .refine(
    (value) =>
      Date.parse(value) >= Date.parse(EARLIEST_SCHEDULE) && Date.parse(value) < Date.parse(LATEST_SCHEDULE),
    { error: 'Choose a date between 2000 and 2099' },
  );

/**
 * Whether the applicant sees the item (its type, description and date) among the visits in the
 * portal; off unless asked. A multipart form (a file item's) sends it as the text "true".
 */
const sharedWithApplicantSchema = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: 'Say whether to share this with the applicant: true or false',
  })
  .default(false);

/** What every item has, whatever it carries. */
export const actionItemFieldsSchema = z.object({
  prefix: z.enum(ACTION_TYPES, { error: `Choose the type of action: ${ACTION_TYPES.join(', ')}` }),
  description: requiredText('what is to be done', ACTION_ITEM_DESCRIPTION_MAX_LENGTH),
  scheduledAt: scheduledAtSchema,
  sharedWithApplicant: sharedWithApplicantSchema,
});

export type ActionItemFields = z.output<typeof actionItemFieldsSchema>;

const textNoteSchema = multiLineText({ error: 'Enter the note' })
  .min(1, { error: 'Enter the note' })
  .max(ACTION_ITEM_TEXT_MAX_LENGTH, { error: `Use at most ${ACTION_ITEM_TEXT_MAX_LENGTH} characters` });

const itemUpdateKeys = { id: recordIdSchema, version: versionSchema };

/** `POST /actionItemText/add`. */
export const addTextItemRequestSchema = actionItemFieldsSchema.extend({
  diaryId: recordIdSchema,
  text: textNoteSchema,
});
export type AddTextItemRequest = z.input<typeof addTextItemRequestSchema>;

/** `POST /actionItemText/update`: every field again, with the version read. */
export const updateTextItemRequestSchema = actionItemFieldsSchema.extend({
  ...itemUpdateKeys,
  text: textNoteSchema,
});
export type UpdateTextItemRequest = z.input<typeof updateTextItemRequestSchema>;

/** `POST /actionItemFile/add`: the form's text fields, beside its `file` part. */
export const addFileItemRequestSchema = actionItemFieldsSchema.extend({ diaryId: recordIdSchema });
export type AddFileItemRequest = z.input<typeof addFileItemRequestSchema>;

/** `POST /actionItemFile/update`: the item's fields; its file stays. */
export const updateFileItemRequestSchema = actionItemFieldsSchema.extend(itemUpdateKeys);
export type UpdateFileItemRequest = z.input<typeof updateFileItemRequestSchema>;

export const actionItemSchema = z.object({
  id: z.number().int(),
  diaryId: z.number().int(),
  caseId: z.number().int(),
  kind: z.enum(ACTION_ITEM_KINDS),
  prefix: z.enum(ACTION_TYPES),
  description: z.string(),
  scheduledAt: timestampSchema,
  isCompleted: z.boolean(),
  completedAt: timestampSchema.nullable(),
  /** Shown to the applicant in the portal (its type, description and date, nothing else). */
  sharedWithApplicant: z.boolean(),
  /** A TEXT item's note; null for a FILE item. */
  text: z.string().nullable(),
  /** A FILE item's file; null for a TEXT item. */
  file: storedFileSchema.nullable(),
  /**
   * Sent by the applicant from the portal: never overdue, new until an officer has seen it
   * (`isCompleted` is then true), and never changed or deleted by staff.
   */
  fromApplicant: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
  /** What the caller may do with it (edit, complete, reopen, delete). */
  can: z.object({ edit: z.boolean() }),
});
export type ActionItem = z.output<typeof actionItemSchema>;

export const ACTION_ITEM_MESSAGES = {
  added: 'Action item added.',
  updated: 'Action item saved.',
  completed: 'Action item completed.',
  reopened: 'Action item reopened.',
  deleted: 'Action item deleted.',
  notFound: 'This action item does not exist, or you do not have access to it.',
} as const;

const tag = 'action items';
const itemParams = z.object({ id: recordIdSchema });

const EXAMPLE_FIELDS = {
  prefix: 'Visit',
  description: 'Measure the stairs for a lift',
  scheduledAt: '2026-03-30T09:30:00+01:00',
} as const;

/** A call naming an item by its id alone: read it, complete, reopen or delete it. */
function byItemId<const M extends HttpMethod, const P extends string, const D extends z.ZodType>(
  method: M,
  path: P,
  summary: string,
  data: D,
) {
  return defineEndpoint({
    method,
    path,
    summary,
    tag,
    access: method === 'GET' ? ACCESS.caseReaders : ACCESS.caseWriters,
    params: itemParams,
    data,
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('action-item') } },
  });
}

/** The scheduled actions on a case's diaries: read by whoever reads the case, changed by its writers. */
export const actionItemEndpoints = {
  edit: byItemId('GET', '/actionItem/edit/:id', 'An action item, for its edit form', actionItemSchema),
  addText: defineEndpoint({
    method: 'POST',
    path: '/actionItemText/add',
    summary: 'Add an item with a text note to a diary',
    tag,
    access: ACCESS.caseWriters,
    body: addTextItemRequestSchema,
    data: actionItemSchema,
    errors: [400, 401, 403, 404],
    example: { body: { diaryId: recordOf('diary'), ...EXAMPLE_FIELDS, text: 'Ring the daughter first' } },
  }),
  updateText: defineEndpoint({
    method: 'POST',
    path: '/actionItemText/update',
    summary: 'Save a text item; a stale version is a 409 whose data.current is the item as it is now',
    tag,
    access: ACCESS.caseWriters,
    body: updateTextItemRequestSchema,
    data: actionItemSchema,
    errors: [400, 401, 403, 404, 409],
    example: {
      body: { id: recordOf('action-item'), version: 1, ...EXAMPLE_FIELDS, text: 'Ring the son instead' },
    },
  }),
  addFile: defineEndpoint({
    method: 'POST',
    path: '/actionItemFile/add',
    summary: 'Add an item with a file to a diary (multipart/form-data)',
    description:
      'The text fields as form fields, and the file in the part named "file": at most 25 MB (413 beyond; an empty file is a 400). Its type is read from its bytes and must be PDF, PNG, JPEG, GIF, WebP, docx, xlsx, pptx, doc, xls or plain text (.txt), else 415.',
    tag,
    access: ACCESS.caseWriters,
    body: addFileItemRequestSchema,
    upload: { field: 'file', maxBytes: MAX_FILE_BYTES, description: 'The file, at most 25 MB' },
    data: actionItemSchema,
    errors: [400, 401, 403, 404, 413, 415],
    example: {
      body: { diaryId: recordOf('diary'), ...EXAMPLE_FIELDS },
      file: { name: 'stairs.pdf', content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n' },
    },
  }),
  updateFile: defineEndpoint({
    method: 'POST',
    path: '/actionItemFile/update',
    summary: "Save a file item's type, description and date; its file stays",
    tag,
    access: ACCESS.caseWriters,
    body: updateFileItemRequestSchema,
    data: actionItemSchema,
    errors: [400, 401, 403, 404, 409],
    example: { body: { id: recordOf('file-item'), version: 1, ...EXAMPLE_FIELDS } },
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/actionItemFile/download/:id',
    summary: "A file item's file, as an attachment",
    description:
      'Sent with the content type read from its bytes when it was uploaded, X-Content-Type-Options: nosniff, and its name in Content-Disposition (filename and filename*). Every download is in the audit log.',
    tag,
    access: ACCESS.caseReaders,
    params: itemParams,
    data: z.never(),
    file: { contentType: 'application/octet-stream', description: 'The file as it was uploaded' },
    errors: [400, 401, 403, 404, 409],
    example: { params: { id: recordOf('file-item') } },
  }),
  complete: byItemId(
    'POST',
    '/actionItem/complete/:id',
    'Mark an item done: it leaves the alarms',
    actionItemSchema,
  ),
  reopen: byItemId('POST', '/actionItem/reopen/:id', 'Mark a done item not done again', actionItemSchema),
  delete: byItemId('POST', '/actionItem/delete/:id', 'Delete an item, and its file if it has one', z.null()),
};
