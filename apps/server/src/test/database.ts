import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATE_DATABASE, withDatabase } from './template';

export type TestDatabase = {
  /** As the superuser that owns the tables: for arranging what the application may not do. */
  url: string;
  /** As the test application role, which owns nothing: what the product runs as. */
  appUrl: string;
  drop(): Promise<void>;
};

async function createDatabaseFrom(template: string | null): Promise<TestDatabase> {
  const adminUrl = inject('testPostgresAdminUrl');
  const name = `casekeeper_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    appUrl: withDatabase(inject('testPostgresAppUrl'), name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A fresh, empty database on the test PostgreSQL server. */
export function createEmptyDatabase(): Promise<TestDatabase> {
  return createDatabaseFrom(null);
}

/** A fresh database with every migration applied and the status master seeded. */
export function createMigratedDatabase(): Promise<TestDatabase> {
  return createDatabaseFrom(TEMPLATE_DATABASE);
}
