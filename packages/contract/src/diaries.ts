import { z } from 'zod';
import { ACCESS } from './access-rules';
import { actionItemSchema } from './action-items';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';
import { multiLineText } from './text';

export const DIARY_TITLE_MAX_LENGTH = 200;
export const DIARY_DESCRIPTION_MAX_LENGTH = 4000;

/** What an officer types about a diary. */
export const diaryFieldsSchema = z.object({
  title: requiredText('a title for the diary', DIARY_TITLE_MAX_LENGTH),
  description: multiLineText()
    .max(DIARY_DESCRIPTION_MAX_LENGTH, { error: `Use at most ${DIARY_DESCRIPTION_MAX_LENGTH} characters` })
    .nullish()
    .transform((value) => (value ? value : null)),
});

/** `POST /actionDiary/add`: a new diary on a case. */
export const addDiaryRequestSchema = diaryFieldsSchema.extend({ caseId: recordIdSchema });
export type AddDiaryRequest = z.input<typeof addDiaryRequestSchema>;

/** `POST /actionDiary/update`: the fields again, with the version read. */
export const updateDiaryRequestSchema = diaryFieldsSchema.extend({
  id: recordIdSchema,
  version: versionSchema,
});
export type UpdateDiaryRequest = z.input<typeof updateDiaryRequestSchema>;

/** A diary with its items, soonest first. */
export const diarySchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
  /** What the caller may do: edit it and add items, delete it (an authority ADMIN). */
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
  items: z.array(actionItemSchema),
});
export type Diary = z.output<typeof diarySchema>;

export const DIARY_MESSAGES = {
  added: (title: string) => `Diary "${title}" added.`,
  updated: (title: string) => `Diary "${title}" saved.`,
  deleted: 'Diary deleted, with its items and their files.',
  notFound: 'This diary does not exist, or you do not have access to it.',
} as const;

const tag = 'action diaries';
const diaryParams = z.object({ id: recordIdSchema });
const EXAMPLE_DIARY = { title: 'Home visits', description: 'Visits to assess the bathroom' };

/** A case's action diaries: read by whoever reads the case, changed by its writers. */
export const diaryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/actionDiary/list/:caseId',
    summary: "A case's diaries, oldest first, each with its items in date order",
    tag,
    access: ACCESS.caseReaders,
    params: z.object({ caseId: recordIdSchema }),
    data: z.array(diarySchema),
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  edit: defineEndpoint({
    method: 'GET',
    path: '/actionDiary/edit/:id',
    summary: 'A diary with its items, for its edit form',
    tag,
    access: ACCESS.caseReaders,
    params: diaryParams,
    data: diarySchema,
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('diary') } },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/actionDiary/add',
    summary: 'Start a diary on a case',
    tag,
    access: ACCESS.caseWriters,
    body: addDiaryRequestSchema,
    data: diarySchema,
    errors: [400, 401, 403, 404],
    example: { body: { caseId: recordOf('case'), ...EXAMPLE_DIARY } },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/actionDiary/update',
    summary: "Save a diary's title and description; a stale version is a 409 with data.current",
    tag,
    access: ACCESS.caseWriters,
    body: updateDiaryRequestSchema,
    data: diarySchema,
    errors: [400, 401, 403, 404, 409],
    example: { body: { id: recordOf('diary'), version: 1, ...EXAMPLE_DIARY } },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/actionDiary/delete/:id',
    summary: 'Delete a diary with its items and their files (authority ADMIN)',
    tag,
    access: ACCESS.diaryDeleters,
    params: diaryParams,
    data: z.null(),
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('diary') } },
  }),
};
