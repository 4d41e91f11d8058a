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
