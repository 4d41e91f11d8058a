import {
  AUTHORITY_USER_TYPES,
  mayCall,
  type AuthorityUser,
  type AuthorityUserType,
} from '@casekeeper/contract';
import { accessSubjectOf, type Caller } from '../../platform/access/caller';
import type { AuthorityUserRow } from './authority-user-repository';
import { recordStamps } from '../../platform/records/record-stamps';

export const AUTHORITY_USER_MESSAGES = {
  added: 'The user has been added and invited by e-mail to choose a password.',
  saved: 'The user has been saved.',
  savedRoleChanged: 'The user has been saved. Their role changed, so they have been signed out.',
  activated: 'The user has been activated.',
  deactivated: 'The user has been deactivated and signed out.',
  deleted: 'The user has been deleted.',
  notFound: 'That user',
  authorityNotFound: 'That authority',
  notYourselfDelete: 'You cannot delete your own account.',
  notYourselfDeactivate: 'You cannot deactivate your own account.',
  notYourRole: 'You cannot change your own user type or role.',
} as const;

/**
 * What the caller may do to this user: everything to others; to yourself only edit your name and
 * phone (never deactivate, delete or demote yourself, which could leave the authority with no
 * admin). Platform admins may impersonate an active user of an active authority.
 */
export function authorityUserAbilities(caller: Caller, row: AuthorityUserRow): AuthorityUser['can'] {
  const other = row.id !== caller.webUserId;
  return {
    edit: true,
    delete: other,
    toggleActive: other,
    changeRole: other,
    impersonate:
      mayCall('POST /impersonate/:id', accessSubjectOf(caller)) && row.isActive && row.authorityIsActive,
    resendInvitation: row.isActive && row.authorityIsActive && !row.hasPassword,
  };
}

const isAuthorityUserType = (userType: string): userType is AuthorityUserType =>
  (AUTHORITY_USER_TYPES as readonly string[]).includes(userType);

/** An authority's user as the API answers it. */
export function toAuthorityUser(row: AuthorityUserRow, caller: Caller): AuthorityUser {
  if (row.authorityId === null || row.role === null || !isAuthorityUserType(row.userType)) {
    throw new Error(`web user ${row.id} is not an authority's user`);
  }
  return {
    ...auditedFields(row),
    id: row.id,
    authorityId: row.authorityId,
    userType: row.userType,
    role: row.role,
    hasPassword: row.hasPassword,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    ...recordStamps(row),
    can: authorityUserAbilities(caller, row),
  };
}

/** The fields of a user the audit log keeps before and after a change. */
export function auditedFields(row: AuthorityUserRow) {
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    userType: row.userType,
    role: row.role,
    isActive: row.isActive,
  };
}
