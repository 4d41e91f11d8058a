import { createDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { waitForDatabase, type WaitForDatabaseOptions } from '../../db/wait-for-database';
import { installJobQueue } from '../jobs/install-job-queue';
import { grantApplicationRole } from './grant-application-role';
import type { DatabaseServer } from './open-database';

/**
 * What runs as the owner at start, before any request: the migrations, pg-boss's tables, and the
 * application role's rights over what they made. Its connections close before requests begin.
 */
export async function prepareDatabase(
  server: DatabaseServer,
  options: WaitForDatabaseOptions,
): Promise<void> {
  const owner = createDatabase(server.ownerUrl, { maxConnections: 2 });
  try {
    await waitForDatabase(owner.pool, server.ownerUrl, options);
    await runMigrations(owner.db);
    await installJobQueue(owner.db);
    if (server.appRole !== undefined) await grantApplicationRole(owner.db, server.appRole);
  } finally {
    await owner.close();
  }
}
