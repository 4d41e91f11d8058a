import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** The application's database handle; `$client` is the pool behind it. */
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };

/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a repository function accepts: the database, or the caller's open transaction. */
export type Executor = Database | Transaction;

export type DatabaseOptions = {
  /** Most connections the pool opens (default 10). */
  maxConnections?: number;
  /**
   * Called when a pooled connection fails outside a query (for example PostgreSQL restarted),
   * whether idle in the pool or checked out between a transaction's statements. Without a
   * listener node-postgres would crash the process; the next statement reports the failure anyway.
   */
  onConnectionError?: (error: Error) => void;
};

export type DatabaseConnection = {
  db: Database;
  pool: pg.Pool;
  /** Ends every pooled connection; waits for checked-out ones to be released. */
  close(): Promise<void>;
};

/** A pooled connection to `url`: TypeScript camelCase, SQL snake_case. Connects lazily. */
export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    application_name: 'casekeeper',
  });
  const onConnectionError = options.onConnectionError ?? (() => {});
  pool.on('error', onConnectionError);
  // The pool listens to a client only while it is idle; a checked-out one needs its own listener.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    close: () => (closing ??= pool.end()),
  };
}
