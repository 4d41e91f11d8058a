import { z } from 'zod';
import { mayCall, type AccessSubject } from './access';
import { authorityRoleSchema, roleFlags, userTypeSchema, type RoleFlags } from './roles';

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
  }),
});
export type Abilities = z.infer<typeof abilitiesSchema>;

export type Impersonator = NonNullable<Abilities['impersonator']>;

export type AbilitySubject = AccessSubject & {
  authorityId: number | null;
  /** Who is impersonating the caller, when known (the server looks the admin up). */
  impersonator?: Impersonator | null;
};

/** The abilities of a caller, read off the access table. */
export function abilitiesFor(who: AbilitySubject): Abilities {
  const flags: RoleFlags = roleFlags(who.role);
  return {
    userType: who.userType,
    role: who.role,
    authorityId: who.authorityId,
    impersonating: who.impersonating,
    impersonator: who.impersonating ? (who.impersonator ?? null) : null,
    roleFlags: flags,
    can: {
      viewPlatformDashboard: mayCall('GET /admin/dashboard', who),
      manageAdmins: mayCall('POST /admin/add', who),
      manageAuthorities: mayCall('POST /admin/add', who),
      manageAuthorityUsers: mayCall('POST /authority/user/add', who),
      manageContractors: mayCall('POST /contractor/add', who),
      viewContractors: mayCall('GET /contractor/list/:authorityId', who),
      impersonate: mayCall('POST /impersonate/:id', who),
      stopImpersonating: mayCall('POST /impersonate/back', who),
      viewAudit: mayCall('GET /audit', who),
    },
  };
}
