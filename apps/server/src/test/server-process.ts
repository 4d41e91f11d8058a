import { buildApp } from '../app';
import { createDatabase, type DatabaseConnection } from '../db/client';
import { loadConfig } from '../platform/config/config';
import type { TestContext } from './build-test-app';
import type { TestDatabase } from './database';

/**
 * A second (or third) server process on the same database, as production runs several: its own
 * connections (as the application role, and as the owner for arranging), added to `connections`
 * for the test to close, and jobs off.
 */
export async function startServerProcess(
  database: TestDatabase,
  connections: DatabaseConnection[],
): Promise<TestContext> {
  const connection = createDatabase(database.appUrl);
  const owner = createDatabase(database.url, { maxConnections: 2 });
  connections.push(connection, owner);
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', JOBS: 'off' });
  const app = await buildApp({ config, db: connection.db });
  await app.ready();
  return { app, db: connection.db, ownerDb: owner.db, config, databaseName: '' };
}
