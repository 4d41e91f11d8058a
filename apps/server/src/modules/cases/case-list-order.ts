import type { CaseListSortColumn, SortDirection } from '@casekeeper/contract';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { priorityRank, statusRank } from '../../db/case-sort-keys';
import { cases, webUsers } from '../../db/schema';

/** The assigned officer, joined by the queries that show or sort by their name. */
export const officer = alias(webUsers, 'officer');

/** What the list sorts by: expressions before the id that breaks ties, and whether they can be empty. */
export type SortKeys = { keys: SQL[]; nullable: boolean };

/**
 * The sort columns as expressions of the case row alone, each matching one of the case-list
 * indexes (schema/cases.ts) so a page is read from the index. Status ranks as the status master's
 * sort order does. The Officer sort needs the officer's name; `officerSortKeys` has it.
 */
export const SORT_KEYS: Record<Exclude<CaseListSortColumn, 'Officer'>, SortKeys> = {
  CaseManagerDetailId: { keys: [], nullable: false },
  CaseNumber: { keys: [sql`${cases.caseYear}`, sql`${cases.caseSequence}`], nullable: false },
  ClientName: {
    keys: [sql`lower(${cases.clientLastName})`, sql`lower(${cases.clientFirstName})`],
    nullable: false,
  },
  PostCode: { keys: [sql`${cases.postCode}`], nullable: false },
  Status: { keys: [statusRank(cases.statusId)], nullable: false },
  Priority: { keys: [priorityRank(cases.priority)], nullable: false },
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
