import { mayCall, type AccessSubject } from './access';
import type { Abilities, Impersonator } from './abilities-schema';
import { roleFlags, type RoleFlags } from './roles';

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
      viewAlarms: mayCall('GET /dashboard/action-items/:webUserId/:upcomingCount/:pastCount', who),
      viewMyWork: mayCall('GET /my-work', who),
      viewCaseViews: mayCall('GET /case/:caseId/views', who),
      restrictCases: mayCall('POST /case/:caseId/restriction', who),
    },
  };
}
