import { CASE_PRIORITIES, type CaseListSortColumn, type SortDirection } from '@casekeeper/contract';
import { and, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern, pageOffset } from '../../db/list-helpers';
import { applicationStatusMaster, casePins, cases, contractors, webUsers } from '../../db/schema';
import { caseInScope } from './case-repository';
import type { CaseScope } from './case-scope';

const officer = alias(webUsers, 'officer');

export type CaseListCriteria = {
  statusIds: number[];
  search: string;
  officerId: number | null;
  contractorId: number | null;
  priority: string | null;
  referralDateFrom: string | null;
  referralDateTo: string | null;
  sortCol: CaseListSortColumn;
  sortDir: SortDirection;
  pageNo: number;
  pageSize: number;
};

const PRIORITY_RANK = sql.raw(
  `array[${CASE_PRIORITIES.map((priority) => `'${priority}'`).join(',')}]::text[]`,
);

/** The sort expressions of the allow-list; the id breaks ties so pages never overlap. */
const SORTS: Record<CaseListSortColumn, SQL[]> = {
  CaseManagerDetailId: [],
  CaseNumber: [sql`${cases.caseNumber}`],
  ClientName: [sql`lower(${cases.clientLastName})`, sql`lower(${cases.clientFirstName})`],
  PostCode: [sql`${cases.postCode}`],
  Status: [sql`${applicationStatusMaster.sortOrder}`],
  Priority: [sql`array_position(${PRIORITY_RANK}, ${cases.priority})`],
  Officer: [sql`lower(${officer.lastName})`, sql`lower(${officer.firstName})`],
  ReferralDate: [sql`${cases.referralDate}`],
  UpdatedAt: [sql`${cases.updatedAt}`],
};

/** Case number, client name or post code (with or without its space) containing the term. */
export function caseSearchCondition(search: string): SQL | undefined {
  if (search === '') return undefined;
  const pattern = containsPattern(search.toLowerCase());
  const compactPostCode = containsPattern(search.replace(/\s+/g, '').toUpperCase());
  return or(
    sql`${cases.caseNumber} ilike ${pattern}`,
    sql`${cases.searchName} like ${pattern}`,
    sql`${cases.postCodeCompact} like ${compactPostCode}`,
  );
}

function filters(criteria: CaseListCriteria): (SQL | undefined)[] {
  return [
    criteria.statusIds.length > 0 ? inArray(cases.statusId, criteria.statusIds) : undefined,
    caseSearchCondition(criteria.search),
    criteria.officerId === null ? undefined : eq(cases.assignedOfficerId, criteria.officerId),
    criteria.contractorId === null ? undefined : eq(cases.contractorId, criteria.contractorId),
    criteria.priority === null
      ? undefined
      : eq(cases.priority, criteria.priority as (typeof CASE_PRIORITIES)[number]),
    criteria.referralDateFrom === null ? undefined : gte(cases.referralDate, criteria.referralDateFrom),
    criteria.referralDateTo === null ? undefined : lte(cases.referralDate, criteria.referralDateTo),
  ];
}

/**
 * One page of the cases in scope that match, the caller's pinned cases first, then by the
 * chosen column (empty values last) and id; and how many match in all.
 */
export async function findCasePage(
  db: Executor,
  scope: CaseScope,
  viewerId: number,
  criteria: CaseListCriteria,
) {
  const where = and(caseInScope(scope), ...filters(criteria));
  const dir = sql.raw(criteria.sortDir === 'desc' ? 'desc' : 'asc');
  const pinned = sql<boolean>`(${casePins.caseId} is not null)`;
  const rows = await db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      clientFirstName: cases.clientFirstName,
      clientLastName: cases.clientLastName,
      addressLine1: cases.addressLine1,
      town: cases.town,
      postCode: cases.postCode,
      statusId: cases.statusId,
      statusName: applicationStatusMaster.name,
      previousStatusId: cases.previousStatusId,
      priority: cases.priority,
      assignedOfficerId: cases.assignedOfficerId,
      assignedOfficerName: sql<
        string | null
      >`case when ${officer.id} is null then null else ${officer.firstName} || ' ' || ${officer.lastName} end`,
      contractorName: contractors.companyName,
      referralDate: cases.referralDate,
      updatedAt: cases.updatedAt,
      pinned,
    })
    .from(cases)
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
    .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
    .leftJoin(contractors, eq(contractors.id, cases.contractorId))
    .leftJoin(casePins, and(eq(casePins.webUserId, viewerId), eq(casePins.caseId, cases.id)))
    .where(where)
    .orderBy(
      sql`${pinned} desc`,
      ...SORTS[criteria.sortCol].map((expression) => sql`${expression} ${dir} nulls last`),
      sql`${cases.id} ${dir}`,
    )
    .limit(criteria.pageSize)
    .offset(pageOffset(criteria.pageNo, criteria.pageSize));
  const [total] = await db.select({ value: count() }).from(cases).where(where);
  return { rows, total: total?.value ?? 0 };
}

export type CaseListRowData = Awaited<ReturnType<typeof findCasePage>>['rows'][number];
