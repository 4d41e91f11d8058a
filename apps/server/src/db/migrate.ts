import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

/** Serialises migrations across processes starting at once against one database. */
const MIGRATION_LOCK_KEY = 7_265_140_912; // arbitrary, unique to Casekeeper's migrations

/**
 * The generated migrations: the nearest `drizzle/` folder with a journal above `from`. That is
 * apps/server/drizzle both from source (src/db/) and from the bundle (dist/server.js).
 */
export function findMigrationsFolder(from: string = import.meta.url): string {
  let directory = dirname(fileURLToPath(from));
  for (;;) {
    const candidate = join(directory, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(directory);
    if (parent === directory) {
      throw new Error(`No drizzle/meta/_journal.json found above ${fileURLToPath(from)}`);
    }
    directory = parent;
  }
}

/**
 * Applies every migration not yet applied, each in order, inside one transaction. Safe when
 * several servers start together: drizzle's migrator is not, so it runs on one dedicated
 * connection holding a session advisory lock, and a second runner waits, then finds nothing to do.
 */
export async function runMigrations(
  db: Database,
  migrationsFolder: string = findMigrationsFolder(),
): Promise<void> {
  const client = await db.$client.connect();
  let failure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-way may still hold the lock: destroy it rather than pool it.
    client.release(failure);
  }
}
