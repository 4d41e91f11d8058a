import { z } from 'zod';
import { ACCESS } from './access-rules';
import { CASE_LIST_SORT_COLUMNS, caseListFilterSchema, CLOCK_LIST_FILTERS, NOBODY } from './cases';
import { SPEND_FIGURES } from './spend';
import { CASE_PRIORITIES } from './domain';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { SORT_DIRECTIONS } from './paging';
import { recordIdSchema, requiredText, timestampSchema } from './records';

/** Enough for every view an officer keeps; more would be a list of its own. */
export const BOOKMARK_FILTERS_MAX = 50;

/** `POST /bookmark-filter/add`: a name and the case list filter on screen. */
export const addBookmarkFilterRequestSchema = z.object({
  name: requiredText('a name for this filter', 60),
  filter: caseListFilterSchema,
});
export type AddBookmarkFilterRequest = z.input<typeof addBookmarkFilterRequestSchema>;

/** `POST /bookmark-filter/update`: rename it, or save the filter on screen under it. */
export const updateBookmarkFilterRequestSchema = addBookmarkFilterRequestSchema.extend({
  id: recordIdSchema,
});
export type UpdateBookmarkFilterRequest = z.input<typeof updateBookmarkFilterRequestSchema>;

/** A saved filter as stored: the case list filter, checked. */
export const savedCaseFilterSchema = z.object({
  ApplicationStatusMasterIds: z.array(z.number().int()),
  SearchTerm: z.string(),
  OfficerId: z.union([z.number().int(), z.literal(NOBODY)]).nullable(),
  ContractorId: z.union([z.number().int(), z.literal(NOBODY)]).nullable(),
  Priority: z.enum(CASE_PRIORITIES).nullable(),
  ReferralDateFrom: z.string().nullable(),
  ReferralDateTo: z.string().nullable(),
  // Saved before these filters existed: none.
  OpenedMonth: z.string().nullable().default(null),
  ClosedMonth: z.string().nullable().default(null),
  ClockId: z.number().int().nullable().default(null),
  ClockState: z.enum(CLOCK_LIST_FILTERS).nullable().default(null),
  ClockMonth: z.string().nullable().default(null),
  ClockMonthTo: z.string().nullable().default(null),
  AwaitingApproval: z.boolean().default(false),
  SpendFigure: z.enum(SPEND_FIGURES).nullable().default(null),
  SpendYear: z.number().int().nullable().default(null),
  SpendMonth: z.string().nullable().default(null),
  AdaptationTypeId: z.number().int().nullable().default(null),
  SortCol: z.enum(CASE_LIST_SORT_COLUMNS),
  SortDir: z.enum(SORT_DIRECTIONS),
});
export type SavedCaseFilter = z.output<typeof savedCaseFilterSchema>;

export const bookmarkFilterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: savedCaseFilterSchema,
  updatedAt: timestampSchema,
});
export type BookmarkFilter = z.output<typeof bookmarkFilterSchema>;

export const BOOKMARK_MESSAGES = {
  added: (name: string) => `Filter "${name}" saved.`,
  updated: (name: string) => `Filter "${name}" updated.`,
  deleted: 'Filter deleted.',
  nameTaken: 'You already have a filter with this name. Choose another.',
  tooMany: `You can keep at most ${BOOKMARK_FILTERS_MAX} filters. Delete one first.`,
  notFound: 'That filter',
} as const;

const tag = 'bookmark filters';

/** A user's own named case-list filters; nobody else's are ever seen. */
export const bookmarkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/bookmark-filter/list',
    summary: "The caller's saved case-list filters, by name",
    tag,
    access: ACCESS.bookmarkOwners,
    data: z.array(bookmarkFilterSchema),
    errors: [401, 403],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/bookmark-filter/add',
    summary: 'Save the case-list filter on screen under a name',
    tag,
    access: ACCESS.bookmarkOwners,
    body: addBookmarkFilterRequestSchema,
    data: bookmarkFilterSchema,
    errors: [400, 401, 403],
    example: { body: { name: 'Urgent, mine', filter: { Priority: 'Urgent' } } },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/bookmark-filter/update',
    summary: 'Rename a saved filter, or replace what it filters',
    tag,
    access: ACCESS.bookmarkOwners,
    body: updateBookmarkFilterRequestSchema,
    data: bookmarkFilterSchema,
    errors: [400, 401, 403, 404],
    example: { body: { id: recordOf('bookmark'), name: 'Urgent, mine', filter: { Priority: 'Urgent' } } },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/bookmark-filter/delete/:id',
    summary: 'Delete a saved filter',
    tag,
    access: ACCESS.bookmarkOwners,
    params: z.object({ id: recordIdSchema }),
    data: z.null(),
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('bookmark') } },
  }),
};
