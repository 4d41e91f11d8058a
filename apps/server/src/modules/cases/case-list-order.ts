import { CASE_PRIORITIES, type CaseListSortColumn, type SortDirection } from '@casekeeper/contract';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applicationStatusMaster, cases, webUsers } from '../../db/schema';

/** The assigned officer, joined by the queries that show or sort by their name. */
export const officer = alias(webUsers, 'officer');

/** What the list sorts by: expressions before the id that breaks ties, and whether they can be empty. */
export type SortKeys = { keys: SQL[]; nullable: boolean };

/**
 * The sorts by a status or a priority, ranked in an order that is the contract's alone: the
 * statuses' as the status master holds it (seedStatusMaster fills it from the contract at every
 * start), the priorities' as a parameter. A page of these is read value by value, each along the
 * index of the cases of that value by id (case-list-keyset-page.ts); their keys here order the few
 * rows of a page, pins and exports.
 */
export const RANKED_SORTS = {
  Status: cases.statusId,
  Priority: cases.priority,
} as const;
export type RankedSort = keyof typeof RANKED_SORTS;

export const isRankedSort = (sortCol: CaseListSortColumn): sortCol is RankedSort => sortCol in RANKED_SORTS;

const statusRank = sql`(select ${applicationStatusMaster.sortOrder} from ${applicationStatusMaster} where ${applicationStatusMaster.id} = ${cases.statusId})`;
const priorityRank = sql`array_position(${sql.param([...CASE_PRIORITIES])}::text[], ${cases.priority})`;

/**
 * The sort columns as expressions of the case row, each but the ranked ones matching one of the
 * case-list indexes (schema/cases.ts) so a page is read from the index. The Officer sort needs the
 * officer's name; `officerSortKeys` has it.
 */
export const SORT_KEYS: Record<Exclude<CaseListSortColumn, 'Officer'>, SortKeys> = {
  CaseManagerDetailId: { keys: [], nullable: false },
  CaseNumber: { keys: [sql`${cases.caseYear}`, sql`${cases.caseSequence}`], nullable: false },
  ClientName: {
    keys: [sql`lower(${cases.clientLastName})`, sql`lower(${cases.clientFirstName})`],
    nullable: false,
  },
  PostCode: { keys: [sql`${cases.postCode}`], nullable: false },
  Status: { keys: [statusRank], nullable: false },
  Priority: { keys: [priorityRank], nullable: false },
  ReferralDate: { keys: [sql`${cases.referralDate}`], nullable: true },
  UpdatedAt: { keys: [sql`${cases.updatedAt}`], nullable: false },
  NextDue: { keys: [sql`${cases.nextClockDue}`], nullable: true },
};

/** The Officer sort, for queries that join `officer`; unassigned cases have no name and come last. */
export const officerSortKeys: SortKeys = {
  keys: [sql`lower(${officer.lastName})`, sql`lower(${officer.firstName})`],
  nullable: true,
};

export function sortKeysOf(sortCol: CaseListSortColumn): SortKeys {
  return sortCol === 'Officer' ? officerSortKeys : SORT_KEYS[sortCol];
}

/**
 * ORDER BY for `sort` in `direction`, then the id the same way; empty values last. `reversed`
 * gives the exact opposite order, for reading a page from the far end of the list.
 *
 * A key that cannot be empty gets no NULLS clause, and a key that can gets it on the id too (where
 * it changes nothing): that is how each order matches its index, forwards or backwards.
 */
export function orderTerms(sort: SortKeys, direction: SortDirection, reversed = false): SQL[] {
  const ascending = (direction === 'asc') !== reversed;
  const nulls = sort.nullable ? (reversed ? ' nulls first' : ' nulls last') : '';
  const suffix = sql.raw(`${ascending ? 'asc' : 'desc'}${nulls}`);
  return [...sort.keys, sql`${cases.id}`].map((key) => sql`${key} ${suffix}`);
}
