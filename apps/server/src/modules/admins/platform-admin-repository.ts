import {
  platformAdminFieldsSchema,
  type ListQuery,
  type PlatformAdminSortColumn,
} from '@casekeeper/contract';
import { and, count, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_SORTS, accountStateColumns, personColumns } from '../../db/account-columns';
import type { Executor } from '../../db/client';
import type { SortKind } from '../../db/list-helpers';
import { accountList } from '../../db/account-list';
import { findPage } from '../../db/paged-list';
import { webUsers } from '../../db/schema';
import { pickFields } from '../../platform/records/pick-fields';

/** The columns of a platform admin the console shows; picked one by one so a new column never leaks. */
const columns = { id: webUsers.id, ...personColumns, ...accountStateColumns };

/** What a platform admin types about another, as the contract checks it. */
export type PlatformAdminFields = z.output<typeof platformAdminFieldsSchema>;

/** Platform admins that are not deleted. */
const livePlatformAdmin = and(eq(webUsers.userType, 'ADMIN'), isNull(webUsers.deletedAt));

const SORTS: Record<PlatformAdminSortColumn, [AnyColumn, SortKind]> = ACCOUNT_SORTS;

function selectPlatformAdmins(db: Executor, where: SQL | undefined) {
  return db.select(columns).from(webUsers).where(and(livePlatformAdmin, where)).$dynamic();
}

export type PlatformAdminRow = Awaited<ReturnType<typeof selectPlatformAdmins>>[number];

const platformAdminList = accountList(selectPlatformAdmins, SORTS);

export function findPlatformAdminPage(
  db: Executor,
  query: ListQuery<PlatformAdminSortColumn> & { pageNo: number },
) {
  return findPage(db, platformAdminList, query);
}

/** A platform admin that is not deleted; `forUpdate` locks the row for the caller's transaction. */
export async function findPlatformAdmin(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PlatformAdminRow | undefined> {
  const query = selectPlatformAdmins(db, eq(webUsers.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** How many platform admins are active now. */
export async function countActivePlatformAdmins(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(webUsers)
    .where(and(livePlatformAdmin, eq(webUsers.isActive, true)));
  return row?.value ?? 0;
}

/**
 * Locks every active platform admin for the caller's transaction and answers how many there are.
 * Two admins deactivating each other at once are thus serialised: the second sees the first's
 * change, and the platform never loses its last active admin.
 */
export async function lockActivePlatformAdmins(tx: Executor): Promise<number> {
  const rows = await tx
    .select({ id: webUsers.id })
    .from(webUsers)
    .where(and(livePlatformAdmin, eq(webUsers.isActive, true)))
    .for('update');
  return rows.length;
}

export async function insertPlatformAdmin(
  tx: Executor,
  fields: PlatformAdminFields,
): Promise<PlatformAdminRow> {
  const [row] = await tx
    .insert(webUsers)
    .values({
      ...pickFields(platformAdminFieldsSchema, fields),
      userType: 'ADMIN',
      authorityId: null,
      role: null,
    })
    .returning(columns);
  if (!row) throw new Error('The platform admin could not be stored.');
  return row;
}

/** Updates a platform admin and bumps its version; answers the row as saved. */
export async function updatePlatformAdminRow(
  tx: Executor,
  id: number,
  changes: Partial<PlatformAdminFields & { isActive: boolean; deletedAt: Date }>,
): Promise<PlatformAdminRow> {
  const [row] = await tx
    .update(webUsers)
    .set({ ...changes, version: sql`${webUsers.version} + 1` })
    .where(eq(webUsers.id, id))
    .returning(columns);
  if (!row) throw new Error('The platform admin could not be updated.');
  return row;
}
