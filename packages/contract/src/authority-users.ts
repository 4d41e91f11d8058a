import { z } from 'zod';
import { ACCESS } from './access-rules';
import { authoritySummarySchema } from './admin';
import { emailSchema, messageOnlySchema } from './auth';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { pagedListQuerySchema, pageSchema } from './paging';
import { recordEndpoints } from './record-endpoints';
import { recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';
import { AUTHORITY_ROLES } from './roles';
import { optionalUkPhoneSchema } from './uk';

/** The user types an authority's users may have (ADMIN is the platform's own). */
export const AUTHORITY_USER_TYPES = ['AUTHORITY', 'AUTHORITY_USER'] as const;
export type AuthorityUserType = (typeof AUTHORITY_USER_TYPES)[number];

export const authorityUserFieldsSchema = z.object({
  email: emailSchema,
  firstName: requiredText('a first name', 100),
  lastName: requiredText('a last name', 100),
  phone: optionalUkPhoneSchema,
  userType: z.enum(AUTHORITY_USER_TYPES, { error: 'Choose AUTHORITY or AUTHORITY_USER' }),
  role: z.enum(AUTHORITY_ROLES, { error: 'Choose a role: ADMIN, READWRITE or READONLY' }),
});

export const AUTHORITY_ACCOUNT_READONLY_MESSAGE =
  'An AUTHORITY account runs the authority: choose ADMIN or READWRITE, or make this user an AUTHORITY_USER';

/** The authority's own account (user type AUTHORITY) is never read-only. */
const isNotReadOnlyAuthorityAccount = (user: { userType: AuthorityUserType; role: string }) =>
  !(user.userType === 'AUTHORITY' && user.role === 'READONLY');
const readOnlyAuthorityAccount = { path: ['role'], error: AUTHORITY_ACCOUNT_READONLY_MESSAGE };

/** The fields with the rule that ties them together, as a form checks them before sending. */
export const authorityUserRulesSchema = authorityUserFieldsSchema.refine(
  isNotReadOnlyAuthorityAccount,
  readOnlyAuthorityAccount,
);

/** `POST /authority/user/add`: the new user is mailed a link to set a password. */
export const addAuthorityUserRequestSchema = authorityUserFieldsSchema
  .extend({ authorityId: recordIdSchema })
  .refine(isNotReadOnlyAuthorityAccount, readOnlyAuthorityAccount);
export type AddAuthorityUserRequest = z.input<typeof addAuthorityUserRequestSchema>;

/** `POST /authority/user/update`: every field again, with the version read. */
export const updateAuthorityUserRequestSchema = authorityUserFieldsSchema
  .extend({ id: recordIdSchema, version: versionSchema })
  .refine(isNotReadOnlyAuthorityAccount, readOnlyAuthorityAccount);
export type UpdateAuthorityUserRequest = z.input<typeof updateAuthorityUserRequestSchema>;

/** What the caller may do to this user: never deactivate, delete or demote yourself. */
export const authorityUserCanSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  toggleActive: z.boolean(),
  /** Change the user type and role (not your own). */
  changeRole: z.boolean(),
  /** Platform admins only, of an active user in an active authority. */
  impersonate: z.boolean(),
  /** Mail a new invitation: an active user who has not yet chosen a password. */
  resendInvitation: z.boolean(),
});

export const authorityUserSchema = z.object({
  id: z.number().int(),
  authorityId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(AUTHORITY_USER_TYPES),
  role: z.enum(AUTHORITY_ROLES),
  isActive: z.boolean(),
  /** False until the invited user has set a password. */
  hasPassword: z.boolean(),
  lastLoginAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
  can: authorityUserCanSchema,
});
export type AuthorityUser = z.infer<typeof authorityUserSchema>;

export const AUTHORITY_USER_SORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'userType',
  'role',
  'isActive',
  'lastLoginAt',
  'createdAt',
] as const;
export type AuthorityUserSortColumn = (typeof AUTHORITY_USER_SORT_COLUMNS)[number];

/** `GET /authority/User/{authorityId}?pageNo=&pageSize=&search=&sortCol=&sortDir=&status=`. */
export const authorityUserListQuerySchema = pagedListQuerySchema(AUTHORITY_USER_SORT_COLUMNS, 'lastName');

export const authorityUserPageSchema = pageSchema(authorityUserSchema).extend({
  authority: authoritySummarySchema,
});
export type AuthorityUserPage = z.infer<typeof authorityUserPageSchema>;

const tag = 'authority users';

/** The fields of a user that works, for the examples. */
const EXAMPLE_USER = {
  email: 'sam.officer@ambridge.gov.uk',
  firstName: 'Sam',
  lastName: 'Officer',
  userType: 'AUTHORITY_USER',
  role: 'READWRITE',
} as const;

/**
 * An authority's users: platform admins for any authority, an AUTHORITY account (role ADMIN) for
 * its own. Another authority's id in the path or body is a 403; another authority's user a 404.
 */
export const authorityUserEndpoints = {
  ...recordEndpoints({
    tag,
    noun: "an authority's user",
    access: { manage: ACCESS.authorityUserManagers },
    paths: {
      list: '/authority/User/:authorityId',
      add: '/authority/user/add',
      edit: '/authority/user/edit/:id',
      update: '/authority/user/update',
      setActive: '/authority/user/isactive/:id',
    },
    schemas: {
      record: authorityUserSchema,
      page: authorityUserPageSchema,
      listQuery: authorityUserListQuerySchema,
      add: addAuthorityUserRequestSchema,
      update: updateAuthorityUserRequestSchema,
    },
    summaries: {
      list: "One page of an authority's users, searched (name, e-mail) and sorted",
      add: 'Add a user to an authority; they are mailed a link to choose a password',
      update: "Save an authority's user; a stale version is a 409, a new role signs them out",
      setActive:
        "Activate or deactivate an authority's user (toggles without a body); deactivation signs them out",
    },
    errors: { add: [400, 401, 403, 404, 409] },
    examples: {
      list: { params: { authorityId: recordOf('authority') } },
      add: { body: { authorityId: recordOf('authority'), ...EXAMPLE_USER } },
      edit: { params: { id: recordOf('user') } },
      update: { body: { id: recordOf('user'), version: 1, ...EXAMPLE_USER } },
      setActive: { params: { id: recordOf('user') } },
    },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/authority/user/delete/:id',
    summary: "Delete (softly) an authority's user; they are signed out",
    tag,
    access: ACCESS.authorityUserManagers,
    params: z.object({ id: recordIdSchema }),
    data: messageOnlySchema,
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('user') } },
  }),
};
