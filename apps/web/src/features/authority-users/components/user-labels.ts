import type { AuthorityRole, AuthorityUserType } from '@casekeeper/contract';

export const USER_TYPE_LABELS: Record<AuthorityUserType, string> = {
  AUTHORITY: 'Authority account',
  AUTHORITY_USER: 'Authority user',
};

export const ROLE_LABELS: Record<AuthorityRole, string> = {
  ADMIN: 'Admin',
  READWRITE: 'Read and write',
  READONLY: 'Read only',
};

const isUserType = (value: string): value is AuthorityUserType => value in USER_TYPE_LABELS;
const isRole = (value: string): value is AuthorityRole => value in ROLE_LABELS;

/** What the chosen user type means, naming the authority (docs/roles.md). */
export function userTypeHint(userType: string, authority: string): string {
  if (!isUserType(userType)) return '';
  if (userType === 'AUTHORITY') {
    const owner = `${authority}'s`;
    return `${owner.charAt(0).toUpperCase()}${owner.slice(1)} own account: with the Admin role it manages the authority's users.`;
  }
  return `A member of staff at ${authority}; the role says what they may do.`;
}

/** What the chosen role lets this kind of user do, naming the authority (docs/roles.md). */
export function roleHint(userType: string, role: string, authority: string): string {
  if (!isRole(role)) return '';
  switch (role) {
    case 'ADMIN':
      return userType === 'AUTHORITY'
        ? `Manages ${authority}'s users and contractors, and sees every case.`
        : `Sees every case of ${authority} and manages its contractors.`;
    case 'READWRITE':
      return `Creates and edits the ${authority} cases assigned to them, with alarms.`;
    case 'READONLY':
      return `Reads the ${authority} cases assigned to them and changes nothing.`;
  }
}
