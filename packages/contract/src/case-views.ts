import { z } from 'zod';
import { ACCESS } from './access-rules';
import { caseIdParamsSchema } from './cases';
import { defineEndpoint } from './endpoint';
import { pageNoSchema, pageSchema } from './paging';
import { recordOf } from './examples';
import { timestampSchema } from './records';
import { authorityRoleSchema, userTypeSchema } from './roles';

/**
 * Who looked at a case (issue 38): every view of a case, download of one of its files and export
 * that includes it is recorded, for the authority's ADMINs to see.
 */
export const CASE_VIEW_KINDS = ['VIEW', 'FILE_DOWNLOAD', 'EXPORT'] as const;
export type CaseViewKind = (typeof CASE_VIEW_KINDS)[number];

/** Each kind in plain words, for the list: the one place they are worded. */
export const CASE_VIEW_KIND_LABELS: Record<CaseViewKind, string> = {
  VIEW: 'Opened the case',
  FILE_DOWNLOAD: 'Downloaded a file',
  EXPORT: 'Exported it in a case list',
};

/** How long a look at a case is kept unless CASE_VIEW_RETENTION_DAYS says otherwise: two years. */
export const CASE_VIEW_RETENTION_DAYS_DEFAULT = 730;

export const CASE_VIEW_PAGE_SIZE_DEFAULT = 20;
export const CASE_VIEW_PAGE_SIZE_MAX = 100;

/** `GET /case/{caseId}/views?pageNo=&pageSize=`: newest first. */
export const caseViewsQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: z.coerce
    .number({ error: 'Give the page size as a number' })
    .int({ error: 'Give the page size as a whole number' })
    .min(1, { error: 'Show at least 1 row a page' })
    .max(CASE_VIEW_PAGE_SIZE_MAX, { error: `Show at most ${CASE_VIEW_PAGE_SIZE_MAX} rows a page` })
    .default(CASE_VIEW_PAGE_SIZE_DEFAULT),
});
export type CaseViewsQuery = z.input<typeof caseViewsQuerySchema>;

/** A person named in the list: who they are now, as their account says. */
const viewerSchema = z.object({
  webUserId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userType: userTypeSchema,
  /** Their role in the authority now; null for a platform admin. */
  role: authorityRoleSchema.nullable(),
});
export type CaseViewer = z.infer<typeof viewerSchema>;

/** One look at the case. */
export const caseViewSchema = z.object({
  id: z.number().int(),
  occurredAt: timestampSchema,
  kind: z.enum(CASE_VIEW_KINDS),
  viewer: viewerSchema,
  /** The platform admin who did it signed in as `viewer`; null when the viewer did it themselves. */
  onBehalfOf: viewerSchema.nullable(),
  /** The file downloaded, for FILE_DOWNLOAD: its name, or null once the file has been removed. */
  fileName: z.string().nullable(),
});
export type CaseView = z.infer<typeof caseViewSchema>;

export const caseViewPageSchema = pageSchema(caseViewSchema);
export type CaseViewPage = z.infer<typeof caseViewPageSchema>;

/** Who has looked at a case: the authority's ADMINs, and platform admins. */
export const caseViewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/views',
    summary: 'Who has looked at a case: views, file downloads and exports, newest first',
    description:
      "For the authority's ADMINs (and platform admins). A look made while impersonating names the platform admin behind it. Kept for CASE_VIEW_RETENTION_DAYS (two years by default); the last second's looks may not be listed yet.",
    tag: 'cases',
    access: ACCESS.caseViewReaders,
    params: caseIdParamsSchema,
    query: caseViewsQuerySchema,
    data: caseViewPageSchema,
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
};
