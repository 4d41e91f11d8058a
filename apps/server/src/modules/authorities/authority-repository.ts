import {
  authorityFieldsSchema,
  type AuthoritySortColumn,
  type AuthoritySummary,
  type ListQuery,
} from '@casekeeper/contract';
import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { containsPattern, recordStateSorts, type SortKind } from '../../db/list-helpers';
import { findPage, type ListSource } from '../../db/paged-list';
import { authorities, refreshTokenFamilies, webUsers } from '../../db/schema';
import { seedAuthorityChoices } from '../../db/seed';
import { sessionsEnding } from '../../platform/auth/sessions-ending';
import { pickFields } from '../../platform/records/pick-fields';

/** The columns of an authority the console shows; picked one by one so a new column never leaks. */
const columns = {
  id: authorities.id,
  name: authorities.name,
  shortCode: authorities.shortCode,
  addressLine1: authorities.addressLine1,
  addressLine2: authorities.addressLine2,
  addressLine3: authorities.addressLine3,
  town: authorities.town,
  postCode: authorities.postCode,
  contactEmail: authorities.contactEmail,
  contactPhone: authorities.contactPhone,
  isActive: authorities.isActive,
  // Spelled with an alias: Drizzle writes a column in a select list without its table, so the
  // correlated subquery would otherwise compare web_users with itself.
  userCount: sql<number>`(select count(*) from ${webUsers} as counted
    where counted.authority_id = ${authorities}.id and counted.deleted_at is null)::int`,
  createdAt: authorities.createdAt,
  updatedAt: authorities.updatedAt,
  version: authorities.version,
};

/** What a platform admin types about an authority; the short code is set once, when it is added. */
export type AuthorityFields = Omit<z.output<typeof authorityFieldsSchema>, 'shortCode'>;

const SORTS: Record<AuthoritySortColumn, [AnyColumn, SortKind]> = {
  name: [authorities.name, 'text'],
  shortCode: [authorities.shortCode, 'text'],
  town: [authorities.town, 'text'],
  postCode: [authorities.postCode, 'text'],
  ...recordStateSorts(authorities),
};

function searchCondition(search: string): SQL | undefined {
  if (search === '') return undefined;
  const pattern = containsPattern(search);
  return or(
    sql`${authorities.name} ilike ${pattern}`,
    sql`${authorities.shortCode} ilike ${pattern}`,
    sql`${authorities.contactEmail} ilike ${pattern}`,
    sql`${authorities.town} ilike ${pattern}`,
  );
}

const notDeleted = isNull(authorities.deletedAt);

function selectAuthorities(db: Executor, where: SQL | undefined) {
  return db.select(columns).from(authorities).where(and(notDeleted, where)).$dynamic();
}

export type AuthorityRow = Awaited<ReturnType<typeof selectAuthorities>>[number];

const authorityList: ListSource<AuthoritySortColumn, ReturnType<typeof selectAuthorities>> = {
  select: selectAuthorities,
  sorts: SORTS,
  id: authorities.id,
  search: searchCondition,
  isActive: authorities.isActive,
};

export function findAuthorityPage(db: Executor, query: ListQuery<AuthoritySortColumn> & { pageNo: number }) {
  return findPage(db, authorityList, query);
}

/** An authority that is not deleted; `forUpdate` locks the row for the caller's transaction. */
export async function findAuthority(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AuthorityRow | undefined> {
  const query = selectAuthorities(db, eq(authorities.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: authorities }) : await query;
  return row;
}

/** The authority a list of its users or contractors belongs to; undefined when deleted or missing. */
export async function findAuthoritySummary(db: Executor, id: number): Promise<AuthoritySummary | undefined> {
  const [row] = await db
    .select({
      id: authorities.id,
      name: authorities.name,
      shortCode: authorities.shortCode,
      isActive: authorities.isActive,
    })
    .from(authorities)
    .where(and(notDeleted, eq(authorities.id, id)));
  return row;
}

/** The editable fields, picked one by one: whatever else the caller's object holds stays out. */
export function pickAuthorityFields(fields: AuthorityFields): AuthorityFields {
  return pickFields(authorityFieldsSchema.omit({ shortCode: true }), fields);
}

export async function insertAuthority(
  tx: Executor,
  fields: AuthorityFields & { shortCode: string },
): Promise<AuthorityRow> {
  const [inserted] = await tx
    .insert(authorities)
    .values({ ...pickAuthorityFields(fields), shortCode: fields.shortCode })
    .returning({ id: authorities.id });
  const row = inserted && (await findAuthority(tx, inserted.id));
  if (!row) throw new Error('The authority could not be stored.');
  await seedAuthorityChoices(tx, row.id);
  return row;
}

/** Updates an authority and bumps its version. */
export async function updateAuthorityRow(
  tx: Executor,
  id: number,
  changes: Partial<AuthorityFields & { isActive: boolean; deletedAt: Date }>,
): Promise<void> {
  await tx
    .update(authorities)
    .set({ ...changes, version: sql`${authorities.version} + 1` })
    .where(eq(authorities.id, id));
}

/**
 * Ends every session of every user of an authority (impersonations of them included), in the
 * transaction that deactivates or deletes it. Answers how many sessions ended.
 */
export async function revokeAuthoritySessions(
  tx: Executor,
  authorityId: number,
  reason: string,
): Promise<number> {
  const usersOfAuthority = tx
    .select({ id: webUsers.id })
    .from(webUsers)
    .where(eq(webUsers.authorityId, authorityId));
  sessionsEnding();
  const ended = await tx
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(isNull(refreshTokenFamilies.revokedAt), inArray(refreshTokenFamilies.webUserId, usersOfAuthority)),
    )
    .returning({ id: refreshTokenFamilies.id });
  return ended.length;
}
