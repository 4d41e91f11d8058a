import type { CaseListSortColumn, SortDirection } from '@casekeeper/contract';
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedByShape, unplanned, unplannedCount } from '../../db/prepared-by-shape';
import { applicationStatusMaster, caseCounts, casePins, cases, contractors, webUsers } from '../../db/schema';
import { caseInScope } from './case-repository';
import { countable, countsWhere, listWhere, type ListShape } from './case-list-filters';
import { officer, orderTerms, SORT_KEYS, sortKeysOf } from './case-list-order';

// The case list's statements, each prepared once per shape (db/prepared-by-shape.ts): every value
// is a placeholder, named as `listValues` names them or as each statement says.

const value = (name: string) => sql.placeholder(name);

/** How a window of the list is read: its ids from the sort's index (the Officer sort reads one officer's cases, by id). */
export type WindowShape = {
  list: ListShape;
  sortCol: Exclude<CaseListSortColumn, 'Officer'>;
  sortDir: SortDirection;
  /** Read from the far end, in the opposite order. */
  reversed: boolean;
  /** Leave out `pinnedIds`, listed apart. */
  withoutPins: boolean;
  /** One group of officers (`officerIds`), or the unassigned cases; for the Officer sort. */
  officers: 'all' | 'some' | 'unassigned';
};

/** Ids `offset` to `offset + limit` of the window's order. */
function windowQuery(db: Database, shape: WindowShape) {
  return db
    .select({ id: cases.id })
    .from(cases)
    .where(
      and(
        listWhere(shape.list),
        shape.withoutPins ? sql`${cases.id} <> all(${value('pinnedIds')})` : undefined,
        shape.officers === 'some' ? sql`${cases.assignedOfficerId} = any(${value('officerIds')})` : undefined,
        shape.officers === 'unassigned' ? isNull(cases.assignedOfficerId) : undefined,
      ),
    )
    .orderBy(...orderTerms(SORT_KEYS[shape.sortCol], shape.sortDir, shape.reversed))
    .offset(unplannedCount('offset'))
    .limit(unplannedCount('limit'));
}

export const findWindowIds = preparedByShape('case_list_window', windowQuery);

type Sorted = { list: ListShape; sortCol: CaseListSortColumn; sortDir: SortDirection };

/**
 * How many cases match (from case_counts when it can tell), and the ids and officers of the
 * viewer's (`viewerId`) pinned cases that match, in list order.
 */
export const findTotalAndPins = preparedByShape('case_list_total', (db, shape: Sorted) => {
  const pins = (column: SQL) =>
    sql`array(${db
      .select({ column: sql`${column}` })
      .from(casePins)
      .innerJoin(cases, eq(cases.id, casePins.caseId))
      .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
      .where(and(eq(casePins.webUserId, value('viewerId')), listWhere(shape.list)))
      .orderBy(...orderTerms(sortKeysOf(shape.sortCol), shape.sortDir))})`;
  const pinned = {
    pinnedIds: sql<number[]>`${pins(sql`${cases.id}`)}`,
    pinnedOfficerIds: sql<(number | null)[]>`${pins(sql`${cases.assignedOfficerId}`)}`,
  };
  return countable(shape.list)
    ? db
        .select({ total: sql<number>`coalesce(sum(${caseCounts.cases}), 0)::int`, ...pinned })
        .from(caseCounts)
        .where(countsWhere(shape.list))
    : db
        .select({ total: count(), ...pinned })
        .from(cases)
        .where(listWhere(shape.list));
});

/** How many cases match per assigned officer (null: unassigned), for the Officer sort. */
export const countByOfficer = preparedByShape('case_list_officer_counts', (db, list: ListShape) =>
  countable(list)
    ? db
        .select({
          officerId: caseCounts.assignedOfficerId,
          cases: sql<number>`sum(${caseCounts.cases})::int`,
        })
        .from(caseCounts)
        .where(countsWhere(list))
        .groupBy(caseCounts.assignedOfficerId)
    : db
        .select({ officerId: cases.assignedOfficerId, cases: count() })
        .from(cases)
        .where(listWhere(list))
        .groupBy(cases.assignedOfficerId),
);

/**
 * The officers `officerIds` in name order, those whose names sort alike together: the Officer
 * sort ties them and orders their cases by id.
 */
export const findOfficerGroups = preparedByShape(
  'case_list_officer_groups',
  (db, shape: { sortDir: SortDirection }) => {
    const dir = sql.raw(shape.sortDir);
    return db
      .select({ officerIds: sql<number[]>`array_agg(${webUsers.id})` })
      .from(webUsers)
      .where(sql`${webUsers.id} = any(${value('officerIds')})`)
      .groupBy(sql`lower(${webUsers.lastName})`, sql`lower(${webUsers.firstName})`)
      .orderBy(sql`lower(${webUsers.lastName}) ${dir}`, sql`lower(${webUsers.firstName}) ${dir}`);
  },
);

/**
 * The rows of a page in list order, pinned first: the cases `ids`, and, with a window, the ids the
 * window reads, in the same statement (one round trip for the usual page).
 */
export const findPageRows = preparedByShape(
  'case_list_rows',
  (db, shape: Sorted & { window: WindowShape | null }) => {
    const pinned = sql<boolean>`(${casePins.caseId} is not null)`;
    const windowIds = shape.window ? sql` union all (${windowQuery(db, shape.window)})` : sql``;
    return db
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
      .leftJoin(casePins, and(eq(casePins.webUserId, value('viewerId')), eq(casePins.caseId, cases.id)))
      .where(
        and(
          // The ids come from queries within the scope; the scope is checked again all the same.
          caseInScope({
            authorityId: value('authorityId'),
            officerId: shape.list.officerScoped ? value('scopeOfficerId') : null,
          }),
          sql`${cases.id} in (select unnest(${unplanned('ids', 'integer[]')})${windowIds})`,
        ),
      )
      .orderBy(sql`${pinned} desc`, ...orderTerms(sortKeysOf(shape.sortCol), shape.sortDir));
  },
);
