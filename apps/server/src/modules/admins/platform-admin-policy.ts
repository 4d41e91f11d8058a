import type { PlatformAdmin } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';

export const PLATFORM_ADMIN_MESSAGES = {
  added: 'The platform admin has been added and invited by e-mail to choose a password.',
  saved: 'The platform admin has been saved.',
  activated: 'The platform admin has been activated.',
  deactivated: 'The platform admin has been deactivated and signed out.',
  deleted: 'The platform admin has been deleted.',
  notFound: 'That platform admin',
  notYourselfDelete: 'You cannot delete your own account.',
  notYourselfDeactivate: 'You cannot deactivate your own account.',
  lastAdmin: 'This is the last active platform admin. Add or activate another one first.',
} as const;

type Target = { id: number; isActive: boolean };

/**
 * Why the caller may not delete or deactivate this platform admin, or null when they may: never
 * yourself, and never the last active one (the platform would have nobody to run it).
 */
export function refusalToRemove(
  caller: Pick<Caller, 'webUserId'>,
  target: Target,
  activeAdmins: number,
  removal: 'delete' | 'deactivate',
): { code: 'FORBIDDEN' | 'CONFLICT'; message: string } | null {
  if (target.id === caller.webUserId) {
    return {
      code: 'FORBIDDEN',
      message:
        removal === 'delete'
          ? PLATFORM_ADMIN_MESSAGES.notYourselfDelete
          : PLATFORM_ADMIN_MESSAGES.notYourselfDeactivate,
    };
  }
  if (target.isActive && activeAdmins <= 1)
    return { code: 'CONFLICT', message: PLATFORM_ADMIN_MESSAGES.lastAdmin };
  return null;
}

/** The `can` flags of a platform admin's row, from the same rule the use cases enforce. */
export function platformAdminAbilities(
  caller: Pick<Caller, 'webUserId'>,
  target: Target & { hasPassword: boolean },
  activeAdmins: number,
): PlatformAdmin['can'] {
  return {
    edit: true,
    delete: refusalToRemove(caller, target, activeAdmins, 'delete') === null,
    // Activating is always allowed; deactivating follows the removal rule.
    toggleActive: !target.isActive || refusalToRemove(caller, target, activeAdmins, 'deactivate') === null,
    resendInvitation: target.isActive && !target.hasPassword,
  };
}
