import type { ListQuery, Page, PlatformAdmin, PlatformAdminSortColumn } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { countActivePlatformAdmins, findPlatformAdminPage } from './platform-admin-repository';
import { toPlatformAdmin } from './platform-admin-view';
import { toPage } from '../../db/paged-list';

export type ListPlatformAdminsInput = {
  caller: Caller;
  pageNo: number;
  query: ListQuery<PlatformAdminSortColumn>;
};

/** One page of the platform admins, each with what the caller may do to it. */
export async function listPlatformAdmins(
  db: Executor,
  input: ListPlatformAdminsInput,
): Promise<Page<PlatformAdmin>> {
  const query = { ...input.query, pageNo: input.pageNo };
  const found = await findPlatformAdminPage(db, query);
  const activeAdmins = await countActivePlatformAdmins(db);
  return toPage(found, query, (row) => toPlatformAdmin(row, input.caller, activeAdmins));
}
