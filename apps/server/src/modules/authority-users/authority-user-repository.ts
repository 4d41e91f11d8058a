import {
  AUTHORITY_USER_TYPES,
  type authorityUserFieldsSchema,
  type AuthorityUserSortColumn,
  type ListQuery,
} from '@casekeeper/contract';
import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_SORTS, accountStateColumns, personColumns } from '../../db/account-columns';
import type { Executor } from '../../db/client';
import type { SortKind } from '../../db/list-helpers';
import { accountList } from '../../db/account-list';
import { findPage } from '../../db/paged-list';
import { authorities, webUsers } from '../../db/schema';

/** The columns of an authority's user the API shows; picked one by one so a new column never leaks. */
const columns = {
  id: webUsers.id,
  authorityId: webUsers.authorityId,
  ...personColumns,
  userType: webUsers.userType,
  role: webUsers.role,
  ...accountStateColumns,
  authorityIsActive: authorities.isActive,
};

/** What an authority's admin types about one of its users, as the contract checks it. */
export type AuthorityUserFields = z.output<typeof authorityUserFieldsSchema>;

const SORTS: Record<AuthorityUserSortColumn, [AnyColumn, SortKind]> = {
  ...ACCOUNT_SORTS,
  userType: [webUsers.userType, 'other'],
  role: [webUsers.role, 'other'],
};

/** Users of a live authority, never platform admins, never deleted; of one authority unless null. */
function inScope(authorityId: number | null): SQL | undefined {
  return and(
    inArray(webUsers.userType, [...AUTHORITY_USER_TYPES]),
    isNull(webUsers.deletedAt),
    isNull(authorities.deletedAt),
    authorityId === null ? undefined : eq(webUsers.authorityId, authorityId),
  );
}

function selectAuthorityUsers(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(webUsers)
    .innerJoin(authorities, eq(authorities.id, webUsers.authorityId))
    .where(where)
    .$dynamic();
}

export type AuthorityUserRow = Awaited<ReturnType<typeof selectAuthorityUsers>>[number];

const authorityUserList = accountList(selectAuthorityUsers, SORTS);

export function findAuthorityUserPage(
  db: Executor,
  query: ListQuery<AuthorityUserSortColumn> & { pageNo: number; authorityId: number },
) {
  return findPage(db, authorityUserList, query, inScope(query.authorityId));
}

/**
 * An authority's user by id, within `authorityId` unless that is null (a platform admin);
 * undefined for anyone else, so another authority's user is simply not found.
 */
export async function findAuthorityUser(
  db: Executor,
  id: number,
  authorityId: number | null,
  options: { forUpdate?: boolean } = {},
): Promise<AuthorityUserRow | undefined> {
  const query = selectAuthorityUsers(db, and(inScope(authorityId), eq(webUsers.id, id)));
  const [row] = options.forUpdate ? await query.for('update', { of: webUsers }) : await query;
  return row;
}

export async function insertAuthorityUser(
  tx: Executor,
  fields: AuthorityUserFields & { authorityId: number },
): Promise<number> {
  const [row] = await tx.insert(webUsers).values(fields).returning({ id: webUsers.id });
  if (!row) throw new Error('The user could not be stored.');
  return row.id;
}

/** Updates an authority's user and bumps its version. */
export async function updateAuthorityUserRow(
  tx: Executor,
  id: number,
  changes: Partial<AuthorityUserFields & { isActive: boolean; deletedAt: Date }>,
): Promise<void> {
  await tx
    .update(webUsers)
    .set({ ...changes, version: sql`${webUsers.version} + 1` })
    .where(eq(webUsers.id, id));
}
