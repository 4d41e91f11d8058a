import { fillPlaceholders } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Rows fetched at a time: a few MB of text, whatever the size of the export. */
export const EXPORT_BATCH_ROWS = 500;

type SqlQuery = { toSQL(): { sql: string; params: unknown[] } };

/** Every column as PostgreSQL's text for it: the export writes text, and parses only what it types. */
const AS_TEXT = { getTypeParser: () => (text: string) => text };

/** A row as PostgreSQL writes it out: each column's text (or null), in the query's order. */
export type TextRow = (string | null)[];

/**
 * Reads `query`'s rows in batches through a server-side cursor, in one read-only snapshot, so a
 * list of 100,000 cases never sits in memory: each batch is handed to `onBatch`, awaited, before
 * the next is fetched. Rows stay the arrays PostgreSQL's answer is read into: no object per row.
 * Answers how many rows there were.
 */
export async function readInBatches(
  db: Database,
  query: SqlQuery,
  values: Record<string, unknown>,
  onBatch: (rows: TextRow[]) => Promise<void>,
): Promise<number> {
  const { sql: text, params } = query.toSQL();
  const client = await db.$client.connect();
  let count = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query({
      text: `declare case_export no scroll cursor for ${text}`,
      values: fillPlaceholders(params, values),
    });
    const fetchBatch = () =>
      client.query<TextRow>({
        text: `fetch forward ${EXPORT_BATCH_ROWS} from case_export`,
        rowMode: 'array',
        types: AS_TEXT,
      });
    // The next batch is read while this one is written: PostgreSQL and the workbook work at once.
    let next = fetchBatch();
    for (;;) {
      const batch = await next;
      if (batch.rows.length === 0) break;
      next = fetchBatch();
      // Settled by the loop, or moot when the connection is let go after a failure.
      next.catch(() => undefined);
      count += batch.rows.length;
      await onBatch(batch.rows);
    }
    await client.query('commit');
    client.release();
    return count;
  } catch (error) {
    // The connection may be mid-transaction or broken: it is not given back to the pool.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
