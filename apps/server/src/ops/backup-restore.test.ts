import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseConnection } from '../db/client';
import { authorities } from '../db/schema';
import { createTestAuthority } from '../test/accounts';
import { createMigratedDatabase, type TestDatabase } from '../test/database';
import { backupDatabase } from './backup-database';
import { restoreDatabase } from './restore-database';

const directory = mkdtempSync(join(tmpdir(), 'casekeeper-backup-'));
let testDatabase: TestDatabase;
let connection: DatabaseConnection;
const kept: string[] = [];

async function asSuperuser<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: inject('testPostgresAdminUrl') });
  await admin.connect();
  try {
    return (await admin.query<T>(text, values)).rows;
  } finally {
    await admin.end();
  }
}

const authorityNames = async () =>
  (await connection.db.select({ name: authorities.name }).from(authorities).orderBy(authorities.id)).map(
    (row) => row.name,
  );

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  connection = createDatabase(testDatabase.url);
});

afterAll(async () => {
  await connection.close();
  for (const name of kept) await asSuperuser(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
  await testDatabase.drop();
  rmSync(directory, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('bring the database back as it was when backed up, keeping the one replaced', async () => {
    const id = await createTestAuthority(connection.db, { shortCode: 'BKP' });
    const file = join(directory, 'casekeeper.dump');
    expect(await backupDatabase(testDatabase.url, file)).toBeGreaterThan(1000);
    const before = await authorityNames();

    await connection.db
      .update(authorities)
      .set({ name: 'Renamed after the backup' })
      .where(eq(authorities.id, id));
    await createTestAuthority(connection.db, { shortCode: 'NEW' });
    await connection.close();

    const keptName = await restoreDatabase(testDatabase.url, file, new Date('2026-11-24T10:30:00Z'));
    kept.push(keptName);
    expect(keptName).toMatch(/_before_restore_20261124103000$/);
    connection = createDatabase(testDatabase.url);
    expect(await authorityNames()).toEqual(before);
    // Migrations, triggers and the audit log's protection come back too.
    const migrations = await connection.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(migrations.rows[0]?.count).toBeGreaterThan(10);
    await connection.db.execute(sql`insert into audit_log (action) values ('TEST')`);
    await expect(connection.db.execute(sql`delete from audit_log`)).rejects.toThrow();

    const replaced = await asSuperuser<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = $1',
      [keptName],
    );
    expect(replaced).toHaveLength(1);
  });

  it('changes nothing when the backup cannot be restored', async () => {
    const file = join(directory, 'broken.dump');
    writeFileSync(file, 'PGDMP not really a dump');
    const before = await authorityNames();
    await connection.close();

    await expect(restoreDatabase(testDatabase.url, file)).rejects.toThrow(/pg_restore failed/);
    connection = createDatabase(testDatabase.url);
    expect(await authorityNames()).toEqual(before);
    const leftovers = await asSuperuser('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      '%\\_restoring',
    ]);
    expect(leftovers).toEqual([]);
  });
});
