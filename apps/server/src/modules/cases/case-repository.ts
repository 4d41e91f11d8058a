import { and, asc, desc, eq, isNull, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  applicationStatusMaster,
  authorities,
  cases,
  authorityChoices,
  caseStatusHistory,
  contractors,
  webUsers,
} from '../../db/schema';
import { caseFieldColumns } from './case-field-columns';
import { visibleTo } from '../../db/case-visibility';
import type { CaseScope } from './case-scope';

const officer = alias(webUsers, 'officer');
const createdBy = alias(webUsers, 'created_by');
const updatedBy = alias(webUsers, 'updated_by');
const fromStatus = alias(applicationStatusMaster, 'from_status');
const changedBy = alias(webUsers, 'changed_by');

export const fullName = (user: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${user.firstName} || ' ' || ${user.lastName}`;

/** The columns of a case the API shows, with the names it points at; picked so a new column never leaks. */
const caseColumns = {
  id: cases.id,
  authorityId: cases.authorityId,
  caseNumber: cases.caseNumber,
  ...caseFieldColumns,
  statusId: cases.statusId,
  statusName: applicationStatusMaster.name,
  previousStatusId: cases.previousStatusId,
  restricted: cases.restricted,
  assignedOfficerName: sql<
    string | null
  >`case when ${officer.id} is null then null else ${fullName(officer)} end`,
  contractorName: contractors.companyName,
  createdAt: cases.createdAt,
  createdByName: fullName(createdBy),
  updatedAt: cases.updatedAt,
  updatedByName: fullName(updatedBy),
  version: cases.version,
};

export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

/** What an officer writes on a case; the columns Drizzle infers, less those the server keeps. */
export type CaseFields = Omit<
  typeof cases.$inferInsert,
  | 'id'
  | 'authorityId'
  | 'caseNumber'
  | 'statusId'
  | 'previousStatusId'
  | 'createdById'
  | 'createdAt'
  | 'updatedById'
  | 'updatedAt'
  | 'version'
  | 'deletedAt'
>;

/**
 * Cases that are not deleted, within the scope: the authority, the officer unless null, and
 * unless the viewer is null, not restricted to others. The scope's ids may be placeholders, for
 * statements prepared once and run for any caller.
 */
export function caseInScope(scope: {
  authorityId: number | Placeholder;
  officerId: number | Placeholder | null;
  viewerId: number | Placeholder | null;
}): SQL | undefined {
  return and(
    isNull(cases.deletedAt),
    eq(cases.authorityId, scope.authorityId),
    scope.officerId === null ? undefined : eq(cases.assignedOfficerId, scope.officerId),
    scope.viewerId === null ? undefined : visibleTo(scope.viewerId),
  );
}

/** A case by id within the scope; outside it (another authority, another officer's) it is not found. */
export async function findCase(
  db: Executor,
  id: number,
  scope: CaseScope,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(caseColumns)
    .from(cases)
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
    .innerJoin(createdBy, eq(createdBy.id, cases.createdById))
    .innerJoin(updatedBy, eq(updatedBy.id, cases.updatedById))
    .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
    .leftJoin(contractors, eq(contractors.id, cases.contractorId))
    .where(and(caseInScope(scope), eq(cases.id, id)));
  const [row] = options.forUpdate ? await query.for('update', { of: cases }) : await query;
  return row;
}

export type NewCase = CaseFields & {
  authorityId: number;
  /** A number, or until the case is numbered a provisional one (case-numbers.ts). */
  caseNumber: string | SQL<string>;
  statusId: number;
  createdById: number;
  updatedById: number;
};

export async function insertCase(tx: Executor, values: NewCase): Promise<number> {
  const [row] = await tx.insert(cases).values(values).returning({ id: cases.id });
  if (!row) throw new Error('The case could not be stored.');
  return row.id;
}

/** Updates a case and bumps its version. */
export async function updateCaseRow(
  tx: Executor,
  id: number,
  changes: Partial<CaseFields> & { statusId?: number; previousStatusId?: number | null; updatedById: number },
): Promise<void> {
  await tx
    .update(cases)
    .set({ ...changes, version: sql`${cases.version} + 1` })
    .where(eq(cases.id, id));
}

export async function insertStatusChange(
  tx: Executor,
  change: {
    authorityId: number;
    caseId: number;
    fromStatusId: number | null;
    toStatusId: number;
    changedById: number;
    note: string | null;
    /** When it took effect, if not as it is recorded. */
    changedAt?: Date;
    /** A refusal's reason (an entry of the authority's list) and its words. */
    refusalReasonId?: number | null;
    refusalReasonText?: string | null;
  },
): Promise<void> {
  await tx.insert(caseStatusHistory).values(change);
}

/** When a case's latest change of status took effect; undefined for a case without one. */
export async function findLastStatusChangeAt(
  db: Executor,
  caseId: number,
  authorityId: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ changedAt: caseStatusHistory.changedAt })
    .from(caseStatusHistory)
    .where(and(eq(caseStatusHistory.authorityId, authorityId), eq(caseStatusHistory.caseId, caseId)))
    .orderBy(desc(caseStatusHistory.changedAt), desc(caseStatusHistory.id))
    .limit(1);
  return row?.changedAt;
}

/** A case's status history, oldest first. */
export async function findStatusHistory(db: Executor, caseId: number, authorityId: number) {
  return db
    .select({
      id: caseStatusHistory.id,
      fromStatusId: caseStatusHistory.fromStatusId,
      fromStatusName: fromStatus.name,
      toStatusId: caseStatusHistory.toStatusId,
      toStatusName: applicationStatusMaster.name,
      changedAt: caseStatusHistory.changedAt,
      effectiveDate: sql<string>`(${caseStatusHistory.changedAt} at time zone 'Europe/London')::date::text`,
      recordedAt:
        sql<Date>`coalesce(${caseStatusHistory.recordedAt}, ${caseStatusHistory.changedAt})`.mapWith(
          caseStatusHistory.changedAt,
        ),
      changedByName: fullName(changedBy),
      note: caseStatusHistory.note,
      refusalReason: sql<
        string | null
      >`nullif(concat_ws(': ', ${authorityChoices.name}, ${caseStatusHistory.refusalReasonText}), '')`,
    })
    .from(caseStatusHistory)
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, caseStatusHistory.toStatusId))
    .leftJoin(fromStatus, eq(fromStatus.id, caseStatusHistory.fromStatusId))
    .leftJoin(
      authorityChoices,
      and(
        eq(authorityChoices.authorityId, caseStatusHistory.authorityId),
        eq(authorityChoices.id, caseStatusHistory.refusalReasonId),
      ),
    )
    .innerJoin(changedBy, eq(changedBy.id, caseStatusHistory.changedById))
    .where(and(eq(caseStatusHistory.authorityId, authorityId), eq(caseStatusHistory.caseId, caseId)))
    .orderBy(asc(caseStatusHistory.changedAt), asc(caseStatusHistory.id));
}

/** The short code an authority numbers its cases with; undefined for a deleted authority. */
export async function findAuthorityCode(db: Executor, authorityId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ shortCode: authorities.shortCode })
    .from(authorities)
    .where(and(eq(authorities.id, authorityId), isNull(authorities.deletedAt)));
  return row?.shortCode;
}
