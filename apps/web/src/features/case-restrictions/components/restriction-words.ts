import type { AuthorityRole, CaseRestrictionUser } from '@casekeeper/contract';

const ROLE_WORDS: Record<AuthorityRole, string> = {
  ADMIN: 'Admin',
  READWRITE: 'Read and write',
  READONLY: 'Read only',
};

/** A role as the authority's user list says it. */
export const roleWords = (role: AuthorityRole) => ROLE_WORDS[role];

/** The people named, in a sentence's list: "Nia Named (Admin), Olive Officer (Read and write)". */
export const namedPeople = (users: readonly CaseRestrictionUser[]) =>
  users.map((user) => `${user.name} (${roleWords(user.role)})`).join(', ');
