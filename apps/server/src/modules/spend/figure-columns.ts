import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * PostgreSQL answers a sum of pence as bigint or numeric, which node-postgres hands over as text
 * so as not to lose digits; every sum here is far below 2^53, so a JavaScript number holds it exactly.
 */

/** A sum of pence, 0 over no rows. */
export const sumOf = (pence: AnyColumn | SQL | SQL.Aliased) =>
  sql<number>`coalesce(sum(${pence}), 0)`.mapWith(Number);

/** A figure in whole pence that is null over no rows (an average, a median). */
export const wholeOrNull = (pence: SQL): SQL<number | null> => pence.mapWith(Number);

/** How many distinct cases the rows are of. */
export const casesOf = (caseId: AnyColumn | SQL.Aliased) => sql<number>`count(distinct ${caseId})::int`;
