import type { Authority, AuthoritySortColumn, ListQuery, Page } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { findAuthorityPage } from './authority-repository';
import { toAuthority } from './authority-view';
import { toPage } from '../../db/paged-list';

/** One page of the authorities (platform admins only). */
export async function listAuthorities(
  db: Executor,
  input: { pageNo: number; query: ListQuery<AuthoritySortColumn> },
): Promise<Page<Authority>> {
  const query = { ...input.query, pageNo: input.pageNo };
  return toPage(await findAuthorityPage(db, query), query, toAuthority);
}
