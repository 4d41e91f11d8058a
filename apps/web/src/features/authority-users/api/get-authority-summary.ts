import type { AuthorityUserPage } from '@casekeeper/contract';
import { getAuthorityUsers } from './get-authority-users';

/**
 * The authority a user belongs to, by name, for the user form's help text. The users list names
 * its authority and is open to everyone who may add or edit that authority's users, so a
 * one-row page of it answers (there is no separate endpoint for the name).
 */
export async function getAuthoritySummary(
  authorityId: number,
  signal: AbortSignal,
): Promise<AuthorityUserPage['authority']> {
  const page = await getAuthorityUsers(
    authorityId,
    { pageNo: 1, pageSize: 1, search: '', status: 'all', sortCol: 'lastName', sortDir: 'asc' },
    signal,
  );
  return page.authority;
}
