import { APPLICATION_STATUSES, CASE_PRIORITIES } from '@casekeeper/contract';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Ranks for the case list's Status and Priority sorts, as expressions on the case row itself so
// that an index can hold them (a join to the status master cannot be indexed). The lists are
// inlined, not bound: an index matches a query's expression only when both are the same constants.

const STATUS_IDS_IN_ORDER = [...APPLICATION_STATUSES]
  .sort((a, b) => a.sortOrder - b.sortOrder)
  .map((status) => status.id);

/** The status's place in the master's sort order (1 first). */
export function statusRank(statusId: AnyColumn): SQL {
  return sql`array_position(${sql.raw(`'{${STATUS_IDS_IN_ORDER.join(',')}}'::integer[]`)}, ${statusId})`;
}

/** The priority's place from Low (1) to Urgent. */
export function priorityRank(priority: AnyColumn): SQL {
  const values = CASE_PRIORITIES.map((value) => `'${value}'`).join(',');
  return sql`array_position(${sql.raw(`array[${values}]::text[]`)}, ${priority})`;
}
