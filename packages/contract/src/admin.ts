import { z } from 'zod';
import { ACCESS } from './access-rules';
import { emailSchema, messageOnlySchema } from './auth';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { listQuerySchema, pageNoSchema, pageSchema } from './paging';
import { recordEndpoints } from './record-endpoints';
import { optionalText, recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';
import { singleLineText } from './text';
import { optionalUkPhoneSchema, ukPhoneSchema, ukPostCodeSchema } from './uk';

/**
 * The admin console of spec section 7 ("Dashboard and admin"): `/admin/{type}/…` manages
 * platform admins (type `admin`) and authorities (type `authority`).
 */
export const ADMIN_RECORD_TYPES = ['admin', 'authority'] as const;
export const adminRecordTypeSchema = z.enum(ADMIN_RECORD_TYPES, { error: 'Choose admin or authority' });
export type AdminRecordType = (typeof ADMIN_RECORD_TYPES)[number];

// ---- Platform admins -------------------------------------------------------------------------

export const platformAdminFieldsSchema = z.object({
  email: emailSchema,
  firstName: requiredText('a first name', 100),
  lastName: requiredText('a last name', 100),
  phone: optionalUkPhoneSchema,
});

/** What the caller may do to a platform admin: never delete or deactivate yourself or the last active admin. */
export const platformAdminCanSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  toggleActive: z.boolean(),
  /** Mail a new invitation: an active admin who has not yet chosen a password. */
  resendInvitation: z.boolean(),
});

export const platformAdminSchema = z.object({
  type: z.literal('admin'),
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  /** False until the invited admin has set a password. */
  hasPassword: z.boolean(),
  lastLoginAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
  can: platformAdminCanSchema,
});
export type PlatformAdmin = z.infer<typeof platformAdminSchema>;

export const PLATFORM_ADMIN_SORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'isActive',
  'lastLoginAt',
  'createdAt',
] as const;
export type PlatformAdminSortColumn = (typeof PLATFORM_ADMIN_SORT_COLUMNS)[number];
export const platformAdminListQuerySchema = listQuerySchema(PLATFORM_ADMIN_SORT_COLUMNS, 'lastName');
export const platformAdminPageSchema = pageSchema(platformAdminSchema);

// ---- Authorities -----------------------------------------------------------------------------

export const AUTHORITY_SHORT_CODE_MESSAGE = 'Use 2 to 8 letters, A to Z';

/** 2–8 capitals; typed in any case, stored in capitals. It prefixes case numbers, so it never changes. */
export const authorityShortCodeSchema = singleLineText({ error: 'Enter a short code' })
  .regex(/^[A-Za-z]{2,8}$/, { error: AUTHORITY_SHORT_CODE_MESSAGE })
  .transform((value) => value.toUpperCase());

export const authorityFieldsSchema = z.object({
  name: requiredText('the authority name', 200),
  shortCode: authorityShortCodeSchema,
  addressLine1: requiredText('the first line of the address', 200),
  addressLine2: optionalText(200),
  addressLine3: optionalText(200),
  town: requiredText('the town', 100),
  postCode: ukPostCodeSchema,
  contactEmail: emailSchema,
  contactPhone: ukPhoneSchema,
});

/** What the caller may do to an authority. */
export const authorityCanSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  toggleActive: z.boolean(),
  manageUsers: z.boolean(),
  manageContractors: z.boolean(),
});

export const authoritySchema = z.object({
  type: z.literal('authority'),
  id: z.number().int(),
  name: z.string(),
  shortCode: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  town: z.string().nullable(),
  postCode: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  isActive: z.boolean(),
  /** Users of the authority that are not deleted. */
  userCount: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
  can: authorityCanSchema,
});
export type Authority = z.infer<typeof authoritySchema>;

/** The authority a list of its users or contractors belongs to, for the page heading. */
export const authoritySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortCode: z.string(),
  isActive: z.boolean(),
});
export type AuthoritySummary = z.infer<typeof authoritySummarySchema>;

export const AUTHORITY_SORT_COLUMNS = [
  'name',
  'shortCode',
  'town',
  'postCode',
  'isActive',
  'createdAt',
] as const;
export type AuthoritySortColumn = (typeof AUTHORITY_SORT_COLUMNS)[number];
export const authorityListQuerySchema = listQuerySchema(AUTHORITY_SORT_COLUMNS, 'name');
export const authorityPageSchema = pageSchema(authoritySchema);

// ---- The calls -------------------------------------------------------------------------------

/** `POST /admin/add`: a platform admin (invited by mail to set a password) or an authority. */
export const addAdminRecordRequestSchema = z.discriminatedUnion(
  'type',
  [
    platformAdminFieldsSchema.extend({ type: z.literal('admin') }),
    authorityFieldsSchema.extend({ type: z.literal('authority') }),
  ],
  { error: 'Choose admin or authority' },
);
export type AddAdminRecordRequest = z.input<typeof addAdminRecordRequestSchema>;

/** `POST /admin/update`: every field again, with the version read. An authority's short code cannot change. */
export const updateAdminRecordRequestSchema = z.discriminatedUnion(
  'type',
  [
    platformAdminFieldsSchema.extend({
      type: z.literal('admin'),
      id: recordIdSchema,
      version: versionSchema,
    }),
    authorityFieldsSchema
      .omit({ shortCode: true })
      .extend({ type: z.literal('authority'), id: recordIdSchema, version: versionSchema }),
  ],
  { error: 'Choose admin or authority' },
);
export type UpdateAdminRecordRequest = z.input<typeof updateAdminRecordRequestSchema>;

/** `GET /admin/edit/{id}?type=…`. */
export const adminEditQuerySchema = z.object({ type: adminRecordTypeSchema });

/** `GET /admin/{type}/list/{page}` answers one of these, by type. */
export const adminListPageSchema = z.union([platformAdminPageSchema, authorityPageSchema]);

/** The record `GET /admin/edit`, add, update and isactive answer. */
export const adminRecordSchema = z.discriminatedUnion('type', [platformAdminSchema, authoritySchema]);
export type AdminRecord = z.infer<typeof adminRecordSchema>;

export const adminRecordParamsSchema = z.object({ type: adminRecordTypeSchema, id: recordIdSchema });

/**
 * The query `GET /admin/{type}/list/{page}` accepts: pageSize, search (name, e-mail or short
 * code), sortCol (PLATFORM_ADMIN_SORT_COLUMNS for admin, AUTHORITY_SORT_COLUMNS for authority;
 * another is a 400), sortDir and status.
 */
export const adminListQuerySchema = platformAdminListQuerySchema.extend({
  sortCol: z
    .enum(
      [...new Set([...PLATFORM_ADMIN_SORT_COLUMNS, ...AUTHORITY_SORT_COLUMNS])] as [string, ...string[]],
      {
        error: 'Sort by one of the listed columns',
      },
    )
    .optional(),
});

export const adminListParamsSchema = z.object({
  type: adminRecordTypeSchema,
  page: pageNoSchema,
});

const tag = 'admin';

/** The fields of an authority that works, for the examples (its short code apart: it never changes). */
const EXAMPLE_AUTHORITY = {
  name: 'Ambridge District Council',
  addressLine1: 'Council Offices, 1 High Street',
  town: 'Ambridge',
  postCode: 'B33 8TH',
  contactEmail: 'housing@ambridge.gov.uk',
  contactPhone: '01632 960 000',
};

/** The admin console's calls: platform admins only; each hands over to the use case of its type. */
export const adminEndpoints = {
  ...recordEndpoints({
    tag,
    noun: 'a platform admin or an authority',
    access: { manage: ACCESS.platformAdmin },
    paths: {
      list: '/admin/:type/list/:page',
      add: '/admin/add',
      edit: '/admin/edit/:id',
      update: '/admin/update',
      setActive: '/admin/isactive/:type/:id',
    },
    schemas: {
      record: adminRecordSchema,
      page: adminListPageSchema,
      listQuery: adminListQuerySchema,
      add: addAdminRecordRequestSchema,
      update: updateAdminRecordRequestSchema,
    },
    params: { list: adminListParamsSchema, record: adminRecordParamsSchema },
    editQuery: adminEditQuerySchema,
    summaries: {
      list: 'One page of platform admins or authorities, searched and sorted',
      add: 'Add a platform admin (mailed a link to choose a password) or an authority',
    },
    descriptions: {
      setActive: 'Deactivation ends the sessions of the admin, or of every user of the authority.',
    },
    errors: {
      list: [400, 401, 403],
      add: [400, 401, 403, 409],
      setActive: [400, 401, 403, 404, 409],
    },
    examples: {
      list: { params: { type: 'authority', page: 1 } },
      add: { body: { type: 'authority', shortCode: 'AMB', ...EXAMPLE_AUTHORITY } },
      edit: { params: { id: recordOf('authority') }, query: { type: 'authority' } },
      update: { body: { type: 'authority', id: recordOf('authority'), version: 1, ...EXAMPLE_AUTHORITY } },
      setActive: { params: { type: 'authority', id: recordOf('authority') } },
    },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/admin/delete/:type/:id',
    summary: 'Delete (softly) a platform admin or an authority; its sessions end',
    tag,
    access: ACCESS.platformAdmin,
    params: adminRecordParamsSchema,
    data: messageOnlySchema,
    errors: [400, 401, 403, 404, 409],
    example: { params: { type: 'authority', id: recordOf('authority') } },
  }),
};
