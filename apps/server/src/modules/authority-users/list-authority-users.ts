import type { AuthorityUserPage, AuthorityUserSortColumn, ListQuery } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { authorityInScope } from '../../platform/access/record-scope';
import { notFound } from '../../platform/errors/app-error';
import { findAuthoritySummary } from '../authorities';
import { findAuthorityUserPage } from './authority-user-repository';
import { AUTHORITY_USER_MESSAGES, toAuthorityUser } from './authority-user-view';
import { toPage } from '../../db/paged-list';

export type ListAuthorityUsersInput = {
  caller: Caller;
  /** As the client sent it: another authority than the caller's is a 403 (platform admins: any). */
  authorityId: number;
  pageNo: number;
  query: ListQuery<AuthorityUserSortColumn>;
};

/** One page of an authority's users, with the authority and what the caller may do to each user. */
export async function listAuthorityUsers(
  db: Executor,
  input: ListAuthorityUsersInput,
): Promise<AuthorityUserPage> {
  const authorityId = authorityInScope(input.caller, input.authorityId);
  const authority = await findAuthoritySummary(db, authorityId);
  if (!authority) throw notFound(AUTHORITY_USER_MESSAGES.authorityNotFound);
  const query = { ...input.query, pageNo: input.pageNo, authorityId };
  const found = await findAuthorityUserPage(db, query);
  return { authority, ...toPage(found, query, (row) => toAuthorityUser(row, input.caller)) };
}
