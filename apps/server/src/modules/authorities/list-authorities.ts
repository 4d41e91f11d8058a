import type { Authority, AuthoritySortColumn, ListQuery, Page } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { findAuthorityPage } from './authority-repository';
import { toAuthority } from './authority-view';

/** One page of the authorities (platform admins only). */
export async function listAuthorities(
  db: Executor,
  input: { pageNo: number; query: ListQuery<AuthoritySortColumn> },
): Promise<Page<Authority>> {
  const { rows, total } = await findAuthorityPage(db, { ...input.query, pageNo: input.pageNo });
  return {
    data: rows.map(toAuthority),
    totalRecords: total,
    pageNo: input.pageNo,
    pageSize: input.query.pageSize,
  };
}
