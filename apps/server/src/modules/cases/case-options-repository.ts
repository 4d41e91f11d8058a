import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseRestrictions, contractors, webUsers } from '../../db/schema';

/**
 * Who may hold a case: the authority's active staff who may change cases (READWRITE and ADMIN
 * AUTHORITY_USERs). Applicants, READONLY users and the authority's own account never are; a case
 * they hold from before (a role since changed) keeps them until it is reassigned.
 */
const assignableOfficerOf = (authorityId: number) =>
  and(
    eq(webUsers.authorityId, authorityId),
    eq(webUsers.userType, 'AUTHORITY_USER'),
    inArray(webUsers.role, ['READWRITE', 'ADMIN']),
    eq(webUsers.isActive, true),
    isNull(webUsers.deletedAt),
  );

const assignableContractorOf = (authorityId: number) =>
  and(
    eq(contractors.authorityId, authorityId),
    eq(contractors.isActive, true),
    isNull(contractors.deletedAt),
  );

/** One of the people case `caseId` is restricted to. */
const namedOn = (caseId: number) =>
  sql`${webUsers.id} in (select ${caseRestrictions.webUserId} from ${caseRestrictions} where ${caseRestrictions.caseId} = ${caseId})`;

/**
 * The people a case of the authority may be assigned to, by last name; or only `onlyId`; and of a
 * restricted case (`restrictedCaseId`), only those it is restricted to.
 */
export function findAssignableOfficers(
  db: Executor,
  authorityId: number,
  onlyId: number | null,
  restrictedCaseId: number | null = null,
) {
  return db
    .select({ id: webUsers.id, name: sql<string>`${webUsers.firstName} || ' ' || ${webUsers.lastName}` })
    .from(webUsers)
    .where(
      and(
        assignableOfficerOf(authorityId),
        onlyId === null ? undefined : eq(webUsers.id, onlyId),
        restrictedCaseId === null ? undefined : namedOn(restrictedCaseId),
      ),
    )
    .orderBy(asc(sql`lower(${webUsers.lastName})`), asc(sql`lower(${webUsers.firstName})`), asc(webUsers.id));
}

/** The authority's active contractors, by company name. */
export function findAssignableContractors(db: Executor, authorityId: number) {
  return db
    .select({ id: contractors.id, name: contractors.companyName })
    .from(contractors)
    .where(assignableContractorOf(authorityId))
    .orderBy(asc(sql`lower(${contractors.companyName})`), asc(contractors.id));
}

/** Whether a case of the authority may be assigned to `officerId`. */
export async function isAssignableOfficer(db: Executor, authorityId: number, officerId: number) {
  const [row] = await db
    .select({ id: webUsers.id })
    .from(webUsers)
    .where(and(eq(webUsers.id, officerId), assignableOfficerOf(authorityId)));
  return row !== undefined;
}

/** Whether restricted case `caseId` names `webUserId` among the people who may see it. */
export async function isNamedOnRestriction(db: Executor, caseId: number, webUserId: number) {
  const [row] = await db
    .select({ id: webUsers.id })
    .from(webUsers)
    .where(and(eq(webUsers.id, webUserId), namedOn(caseId)));
  return row !== undefined;
}

/** Whether a case of the authority may name `contractorId`. */
export async function isAssignableContractor(db: Executor, authorityId: number, contractorId: number) {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.id, contractorId), assignableContractorOf(authorityId)));
  return row !== undefined;
}
