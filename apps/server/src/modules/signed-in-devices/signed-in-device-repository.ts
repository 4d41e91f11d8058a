import { and, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokenFamilies, webUsers } from '../../db/schema';

/** A sign-in that has not ended: not revoked, not past its absolute expiry. */
const isLive = (): SQL =>
  and(isNull(refreshTokenFamilies.revokedAt), gt(refreshTokenFamilies.absoluteExpiresAt, sql`now()`)) ??
  sql`false`;

/** The person's own sign-ins: not the ones a platform admin runs as them. */
const isOwnSignInOf = (webUserId: number): SQL =>
  and(eq(refreshTokenFamilies.webUserId, webUserId), isNull(refreshTokenFamilies.impersonatorId)) ??
  sql`false`;

/** The person's live sign-ins, the most recently used first; at most `limit`. */
export async function findLiveSignIns(db: Executor, webUserId: number, limit: number) {
  return db
    .select({
      id: refreshTokenFamilies.id,
      userAgent: refreshTokenFamilies.userAgent,
      ip: refreshTokenFamilies.ip,
      signInMethod: refreshTokenFamilies.signInMethod,
      secondFactor: refreshTokenFamilies.secondFactor,
      startedAt: refreshTokenFamilies.createdAt,
      lastUsedAt:
        sql<Date>`coalesce(${refreshTokenFamilies.lastUsedAt}, ${refreshTokenFamilies.createdAt})`.mapWith(
          refreshTokenFamilies.createdAt,
        ),
    })
    .from(refreshTokenFamilies)
    .where(and(isOwnSignInOf(webUserId), isLive()))
    .orderBy(
      desc(sql`coalesce(${refreshTokenFamilies.lastUsedAt}, ${refreshTokenFamilies.createdAt})`),
      desc(refreshTokenFamilies.createdAt),
    )
    .limit(limit);
}
export type LiveSignIn = Awaited<ReturnType<typeof findLiveSignIns>>[number];

/** One live sign-in of the person's own, locked until the transaction ends; undefined for any other. */
export async function findOwnLiveSignIn(tx: Executor, webUserId: number, familyId: string) {
  const [row] = await tx
    .select({ id: refreshTokenFamilies.id, userAgent: refreshTokenFamilies.userAgent })
    .from(refreshTokenFamilies)
    .where(and(eq(refreshTokenFamilies.id, familyId), isOwnSignInOf(webUserId), isLive()))
    .for('update');
  return row;
}

/** The person's own live sign-ins other than `currentFamilyId`. */
export async function findOtherLiveSignIns(tx: Executor, webUserId: number, currentFamilyId: string) {
  const rows = await tx
    .select({ id: refreshTokenFamilies.id })
    .from(refreshTokenFamilies)
    .where(and(isOwnSignInOf(webUserId), isLive(), ne(refreshTokenFamilies.id, currentFamilyId)));
  return rows.map((row) => row.id);
}

/**
 * The live impersonations started from any of `familyIds`: a browser that started one holds it
 * instead of its own sign-in (docs/sessions.md), so ending that sign-in ends them too.
 */
export async function findImpersonationsStartedFrom(tx: Executor, familyIds: readonly string[]) {
  if (familyIds.length === 0) return [];
  const rows = await tx
    .select({ id: refreshTokenFamilies.id })
    .from(refreshTokenFamilies)
    .where(
      and(
        isNull(refreshTokenFamilies.revokedAt),
        inArray(refreshTokenFamilies.impersonatorFamilyId, [...familyIds]),
      ),
    );
  return rows.map((row) => row.id);
}

/** A user who is not deleted, with what deciding who may sign them out needs. */
export async function findUserToSignOut(tx: Executor, webUserId: number) {
  const [row] = await tx
    .select({
      id: webUsers.id,
      firstName: webUsers.firstName,
      lastName: webUsers.lastName,
      userType: webUsers.userType,
      authorityId: webUsers.authorityId,
    })
    .from(webUsers)
    .where(and(eq(webUsers.id, webUserId), isNull(webUsers.deletedAt)));
  return row;
}
