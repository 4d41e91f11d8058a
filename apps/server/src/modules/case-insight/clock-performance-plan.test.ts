import { chartListQuerySchema } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseConnection } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { createTestUser } from '../../test/accounts';
import { insertVariedCases } from '../../test/case-list-data';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { getClockPerformance } from './get-clock-performance';

// One connection, so what it has prepared can be read back.
let testDatabase: TestDatabase;
let connection: DatabaseConnection;
let caller: Caller;

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  connection = createDatabase(testDatabase.url, { maxConnections: 1 });
  const admin = await createTestUser(connection.db, { role: 'ADMIN' });
  const authorityId = admin.authorityId ?? 0;
  await insertVariedCases(connection.db, { authorityId, userId: admin.id, count: 20, prefix: 'CPP' });
  caller = {
    webUserId: admin.id,
    userType: 'AUTHORITY_USER',
    role: 'ADMIN',
    authorityId,
    impersonatorId: null,
    sessionFamilyId: 'plan-test',
    accessToken: 'plan-test',
    accessTokenExpiresAt: 0,
  };
});

afterAll(async () => {
  await connection.close();
  await testDatabase.drop();
});

describe('the clock figures statement', () => {
  it('is planned for its months on every run, never settling on a plan for any months', async () => {
    // Past PostgreSQL's five plans for the values at hand, after which a prepared statement may
    // take its generic plan: one that cannot see how many stops the months hold.
    for (const months of ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07']) {
      const query = chartListQuerySchema.parse({ MonthFrom: '2025-12', MonthTo: months });
      const figures = await getClockPerformance(connection.db, { caller, query });
      expect(figures.months.at(-1)).toBe(months);
    }
    const prepared = await connection.db.execute<{ name: string }>(sql`
      select name from pg_prepared_statements where statement like '%case_clocks%'`);
    expect(prepared.rows).toEqual([]);
  });
});
