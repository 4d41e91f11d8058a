import { buildApp } from '../app';
import { createDatabase, type DatabaseConnection } from '../db/client';
import { loadConfig } from '../platform/config/config';
import type { TestContext } from './build-test-app';

/**
 * A second (or third) server process on the same database, as production runs several: its own
 * connection, added to `connections` for the test to close, and jobs off.
 */
export async function startServerProcess(
  url: string,
  connections: DatabaseConnection[],
): Promise<TestContext> {
  const connection = createDatabase(url);
  connections.push(connection);
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', JOBS: 'off' });
  const app = await buildApp({ config, db: connection.db });
  await app.ready();
  return { app, db: connection.db, config, databaseName: '' };
}
