import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contractors, webUsers } from '../../db/schema';

const activeUserOf = (authorityId: number) =>
  and(eq(webUsers.authorityId, authorityId), eq(webUsers.isActive, true), isNull(webUsers.deletedAt));

/** The authority's active people a case may be assigned to, by last name; or only `onlyId`. */
export function findAssignableOfficers(db: Executor, authorityId: number, onlyId: number | null) {
  return db
    .select({ id: webUsers.id, name: sql<string>`${webUsers.firstName} || ' ' || ${webUsers.lastName}` })
    .from(webUsers)
    .where(and(activeUserOf(authorityId), onlyId === null ? undefined : eq(webUsers.id, onlyId)))
    .orderBy(asc(sql`lower(${webUsers.lastName})`), asc(sql`lower(${webUsers.firstName})`), asc(webUsers.id));
}

/** The authority's active contractors, by company name. */
export function findAssignableContractors(db: Executor, authorityId: number) {
  return db
    .select({ id: contractors.id, name: contractors.companyName })
    .from(contractors)
    .where(
      and(
        eq(contractors.authorityId, authorityId),
        eq(contractors.isActive, true),
        isNull(contractors.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${contractors.companyName})`), asc(contractors.id));
}
