import type { CaseRestrictionUser } from '@casekeeper/contract';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseRestrictions, webUsers } from '../../db/schema';

/** The columns of a person a case may be restricted to. */
const userColumns = {
  id: webUsers.id,
  name: sql<string>`${webUsers.firstName} || ' ' || ${webUsers.lastName}`,
  role: sql<CaseRestrictionUser['role']>`${webUsers.role}`,
};

const byName = [
  asc(sql`lower(${webUsers.lastName})`),
  asc(sql`lower(${webUsers.firstName})`),
  asc(webUsers.id),
];

/**
 * Whom a case of the authority may be restricted to: its active staff (and the authority's own
 * account, an ADMIN), never applicants or platform admins.
 */
const activeStaffOf = (authorityId: number) =>
  and(
    eq(webUsers.authorityId, authorityId),
    inArray(webUsers.userType, ['AUTHORITY', 'AUTHORITY_USER']),
    isNotNull(webUsers.role),
    eq(webUsers.isActive, true),
    isNull(webUsers.deletedAt),
  );

/** The authority's active staff, by name: whom its cases may be restricted to. */
export function findRestrictionChoices(db: Executor, authorityId: number): Promise<CaseRestrictionUser[]> {
  return db
    .select(userColumns)
    .from(webUsers)
    .where(activeStaffOf(authorityId))
    .orderBy(...byName);
}

/** Of `ids`, those of the authority's active staff. */
export function findActiveStaff(
  db: Executor,
  authorityId: number,
  ids: number[],
): Promise<CaseRestrictionUser[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(userColumns)
    .from(webUsers)
    .where(and(activeStaffOf(authorityId), inArray(webUsers.id, ids)));
}

/** The people a case is restricted to, by name (whatever has become of their accounts since). */
export function findRestrictionUsers(db: Executor, caseId: number): Promise<CaseRestrictionUser[]> {
  return db
    .select(userColumns)
    .from(caseRestrictions)
    .innerJoin(webUsers, eq(webUsers.id, caseRestrictions.webUserId))
    .where(eq(caseRestrictions.caseId, caseId))
    .orderBy(...byName);
}

/** Makes `userIds` the people the case is restricted to (none: not restricted), keeping when each was added. */
export async function replaceRestrictionUsers(
  tx: Executor,
  restriction: { authorityId: number; caseId: number; userIds: number[]; addedById: number },
): Promise<void> {
  const { authorityId, caseId, userIds, addedById } = restriction;
  await tx
    .delete(caseRestrictions)
    .where(
      and(
        eq(caseRestrictions.caseId, caseId),
        userIds.length === 0 ? undefined : notInArray(caseRestrictions.webUserId, userIds),
      ),
    );
  if (userIds.length === 0) return;
  await tx
    .insert(caseRestrictions)
    .values(userIds.map((webUserId) => ({ authorityId, caseId, webUserId, addedById })))
    .onConflictDoNothing();
}
