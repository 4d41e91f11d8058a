import type { Caller } from '../platform/access/caller';
import { createDatabase, type DatabaseConnection } from '../db/client';
import { createTestUser } from './accounts';
import { insertVariedCases } from './case-list-data';
import { createMigratedDatabase } from './database';

export type OneConnectionAdmin = { connection: DatabaseConnection; caller: Caller; close(): Promise<void> };

/**
 * A fresh database on a pool of one connection, so what that connection has prepared can be read
 * back (`pg_prepared_statements` is per connection), with an authority ADMIN as the caller and
 * `count` varied cases of their authority.
 */
export async function oneConnectionAdmin(options: {
  count: number;
  prefix: string;
}): Promise<OneConnectionAdmin> {
  const testDatabase = await createMigratedDatabase();
  const connection = createDatabase(testDatabase.url, { maxConnections: 1 });
  const admin = await createTestUser(connection.db, { role: 'ADMIN' });
  const authorityId = admin.authorityId ?? 0;
  await insertVariedCases(connection.db, { authorityId, userId: admin.id, ...options });
  return {
    connection,
    caller: {
      webUserId: admin.id,
      userType: 'AUTHORITY_USER',
      role: 'ADMIN',
      authorityId,
      impersonatorId: null,
      sessionFamilyId: 'plan-test',
      accessToken: 'plan-test',
      accessTokenExpiresAt: 0,
    },
    async close() {
      await connection.close();
      await testDatabase.drop();
    },
  };
}
