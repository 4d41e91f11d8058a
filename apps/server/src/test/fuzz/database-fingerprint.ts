import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Each table's row count and a hash of its rows, by table name. */
export type DatabaseFingerprint = Record<string, string>;

/** What a fingerprint leaves out: whole tables, rows of others (a condition on `row_data`), and columns. */
export type Unfingerprinted = {
  tables: readonly string[];
  rows: Readonly<Record<string, SQL>>;
  columns: Readonly<Record<string, readonly string[]>>;
};

/**
 * Fingerprints every table of the public schema but what `left` leaves out (what records refused
 * requests by design), in one round trip: a request that changed any row changes its table's line.
 */
export async function fingerprintDatabase(db: Database, left: Unfingerprinted): Promise<DatabaseFingerprint> {
  const tables = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables.rows
    .map((table) => table.name)
    .filter((name) => !left.tables.includes(name))
    .map((name) => {
      const leftRows = left.rows[name];
      const leftColumns = `{${(left.columns[name] ?? []).join(',')}}`;
      return sql`select ${name}::text as name, count(*) || ':' || coalesce(sum(hashtext((to_jsonb(row_data) - ${leftColumns}::text[])::text)::bigint), 0) as fingerprint
        from ${sql.identifier(name)} as row_data ${leftRows ? sql`where not (${leftRows})` : sql``}`;
    });
  const result = await db.execute<{ name: string; fingerprint: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.fingerprint]));
}
