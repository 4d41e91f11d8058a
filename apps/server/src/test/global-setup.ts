import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedStatusMaster } from '../db/seed';
import { ensureApplicationRole, urlAsRole } from '../platform/database/application-role';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres';
import { grantApplicationRole } from '../platform/database/grant-application-role';
import { installJobQueue } from '../platform/jobs/install-job-queue';
import { TEMPLATE_DATABASE, withDatabase } from './template';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    /** A superuser URL on the test PostgreSQL server, for creating per-file databases. */
    testPostgresAdminUrl: string;
    /** The same server as the test application role, which owns nothing: what each test app uses. */
    testPostgresAppUrl: string;
  }
}

/** Test apps sign in as this role, as the product does as its own (APPLICATION_ROLE). */
const TEST_APPLICATION_ROLE = 'casekeeper_test_app';

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
 * database (pg-boss's tables included, granted to the test application role) is prepared once;
 * each test file clones it.
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

  // Derived from the server's own URL: runs sharing a server (CI's) agree on it, so none
  // changes it under another.
  const appPassword = createHash('sha256').update(`${TEST_APPLICATION_ROLE}:${adminUrl}`).digest('base64url');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await ensureApplicationRole(admin, TEST_APPLICATION_ROLE, appPassword);
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = createDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE));
  await runMigrations(template.db);
  await seedStatusMaster(template.db);
  await installJobQueue(template.db);
  // A clone keeps the template's grants.
  await grantApplicationRole(template.db, TEST_APPLICATION_ROLE);
  await template.close();

  project.provide('testPostgresAdminUrl', adminUrl);
  project.provide('testPostgresAppUrl', urlAsRole(adminUrl, TEST_APPLICATION_ROLE, appPassword));
  return teardown;
}
