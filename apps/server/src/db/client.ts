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
  /** Keeps two connections open while idle (default); false opens them only while in use. */
  keepWarm?: boolean;
  /**
   * Called when a pooled connection fails outside a query (for example PostgreSQL restarted),
   * whether idle in the pool or checked out between a transaction's statements. Without a
   * listener node-postgres would crash the process; the next statement reports the failure anyway.
   */
  onConnectionError?: (error: Error) => void;
};

/**
 * Connections kept open however long they sit idle (those beyond close after 10 s idle). Each
 * connection plans a prepared statement afresh for its first five runs (13–32 ms for the heaviest
 * case lists, against 1–2 ms once planned): at a quiet hour, with a request every few seconds, a
 * connection opened anew for each would never get past them.
 */
const WARM_CONNECTIONS = 2;

export type DatabaseConnection = {
  db: Database;
  pool: pg.Pool;
  /** Ends every pooled connection; waits for checked-out ones to be released. */
  close(): Promise<void>;
};

/** A node-postgres pool that hands a connection's failure outside a query to `onConnectionError`. */
export function createPool(
  config: pg.PoolConfig,
  onConnectionError: (error: Error) => void = () => {},
): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', onConnectionError);
  // The pool listens to a client only while it is idle; a checked-out one needs its own listener.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return pool;
}

/** A pooled connection to `url`: TypeScript camelCase, SQL snake_case. Connects lazily. */
export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseConnection {
  const max = options.maxConnections ?? 10;
  const pool = createPool(
    {
      connectionString: url,
      max,
      min: options.keepWarm === false ? 0 : Math.min(WARM_CONNECTIONS, max),
      application_name: 'casekeeper',
    },
    options.onConnectionError,
  );
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    close: () => (closing ??= pool.end()),
  };
}
