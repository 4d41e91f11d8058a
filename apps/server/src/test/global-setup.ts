import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedStatusMaster } from '../db/seed';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres';
import { installJobQueue } from '../platform/jobs/install-job-queue';
import { TEMPLATE_DATABASE, withDatabase } from './template';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    /** A superuser URL on the test PostgreSQL server, for creating per-file databases. */
    testPostgresAdminUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL's server when set (CI's system
 * PostgreSQL 15), otherwise an embedded one in a temporary directory. A migrated template
 * database (pg-boss's tables included) is prepared once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let teardown = async () => {};
  if (!adminUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'casekeeper-test-'));
    const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
    adminUrl = postgres.adminUrl;
    teardown = async () => {
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = createDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE));
  await runMigrations(template.db);
  await seedStatusMaster(template.db);
  await installJobQueue(template.db);
  await template.close();

  project.provide('testPostgresAdminUrl', adminUrl);
  return teardown;
}
