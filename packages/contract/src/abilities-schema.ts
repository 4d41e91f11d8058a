import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';
import { authorityRoleSchema, userTypeSchema } from './roles';

/**
 * What the caller may do, so the web client shows menus and buttons without re-deriving role
 * logic. Answered by `GET /me/abilities`; `abilitiesFor` is the same function the server uses.
 * Records carry their own `can` flags too (for example you may not delete yourself).
 */
export const abilitiesSchema = z.object({
  userType: userTypeSchema,
  role: authorityRoleSchema.nullable(),
  /** The caller's authority: the one whose users and contractors they manage (null: any, a platform admin). */
  authorityId: z.number().int().nullable(),
  impersonating: z.boolean(),
  /** The platform admin signed in as the caller, for the impersonation banner; null otherwise. */
  impersonator: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** The spec's three flags from the role; all false without a role (platform admins). */
  roleFlags: z.object({ readOnly: z.boolean(), readWrite: z.boolean(), admin: z.boolean() }),
  can: z.object({
    /** The platform dashboard (/dashboard). */
    viewPlatformDashboard: z.boolean(),
    /** The admin list: platform admins (/admin). */
    manageAdmins: z.boolean(),
    /** Authorities (/authority). */
    manageAuthorities: z.boolean(),
    /** An authority's users (/authority/user). */
    manageAuthorityUsers: z.boolean(),
    /** Add, edit and deactivate contractors. */
    manageContractors: z.boolean(),
    /** Read the contractor list (to pick one on a case). */
    viewContractors: z.boolean(),
    /** Sign in as another user. */
    impersonate: z.boolean(),
    /** Return from an impersonation ("Back to Admin Dashboard"). */
    stopImpersonating: z.boolean(),
    /** The audit log. */
    viewAudit: z.boolean(),
    /** Their own alarm notifications (the top bar's alarm dropdown: read-write officers). */
    viewAlarms: z.boolean(),
    /** Their own My work (the dashboard's first card and its page): read-write officers and authority ADMINs. */
    viewMyWork: z.boolean(),
    /** Who has looked at a case (the case page's section): an authority's ADMINs. */
    viewCaseViews: z.boolean(),
    /** Restrict a case to named people (the case page's section): an authority's ADMINs. */
    restrictCases: z.boolean(),
  }),
});
export type Abilities = z.infer<typeof abilitiesSchema>;

export type Impersonator = NonNullable<Abilities['impersonator']>;

export const abilitiesEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/me/abilities',
    summary: 'What you may do: role flags and per-area abilities',
    description:
      'Changes only when the session does: fetch it after sign-in, impersonation and return. Lists also carry per-record `can` flags.',
    tag: 'auth',
    access: ACCESS.self,
    data: abilitiesSchema,
    errors: [401],
  }),
};
