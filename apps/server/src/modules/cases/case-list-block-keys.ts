import type { CaseListSortColumn } from '@casekeeper/contract';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { cases } from '../../db/schema';

/** The sorts case_list_blocks counts: all but the Officer sort, which pages officer by officer. */
export type BlockSort = Exclude<CaseListSortColumn, 'Officer'>;

/** case_list_sort_keys' key_number for an empty date (referral, next due): after every date. */
export const UNDATED = sql.raw('4611686018427387904');

/** The sorts by a date that can be empty, each by its column: their undated cases are a run of blocks of their own. */
export const DATED_SORT_COLUMNS: Partial<Record<BlockSort, AnyColumn>> = {
  ReferralDate: cases.referralDate,
  NextDue: cases.nextClockDue,
};

/** A date key stored as days since 2000, or UNDATED. */
const dateKey = (b: StoredBoundary) =>
  sql`date '2000-01-01' + (case when ${b.keyNumber} = ${UNDATED} then null else ${b.keyNumber} end)::integer`;

/** A block's boundary as stored (encoded by case_list_sort_keys, migration 0023). */
export type StoredBoundary = { keyText: SQL; keyText2: SQL; keyNumber: SQL };

/**
 * A boundary's sort key decoded into the types of the sort's own expressions (SORT_KEYS), so that
 * `(sort key, id) >= (boundary, first id)` is a range on the sort's index. An undated boundary
 * decodes to a null date.
 */
export const BOUNDARY_KEYS: Record<BlockSort, (boundary: StoredBoundary) => SQL[]> = {
  CaseManagerDetailId: () => [],
  CaseNumber: (b) => [b.keyText],
  ClientName: (b) => [b.keyText, b.keyText2],
  PostCode: (b) => [b.keyText],
  Status: (b) => [sql`${b.keyNumber}::integer`],
  Priority: (b) => [sql`${b.keyNumber}::integer`],
  ReferralDate: (b) => [dateKey(b)],
  UpdatedAt: (b) => [
    sql`timestamptz 'epoch' + (${b.keyNumber} / 1000000) * interval '1 second' + (${b.keyNumber} % 1000000) * interval '1 microsecond'`,
  ],
  NextDue: (b) => [dateKey(b)],
};
