import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { createDatabase, type Database } from '../db/client';
import { loadConfig, type Config } from '../platform/config/config';
import { createMigratedDatabase } from './database';
import { startLocalS3Server, useLocalS3Credentials } from './local-s3-server';

export type TestContext = {
  app: FastifyInstance;
  /** The app's own connection, as the application role: it may do what the product may. */
  db: Database;
  /**
   * As the superuser that owns the tables, for arranging what the product may not do (turning
   * triggers off, planner statistics, a sequence's next value).
   */
  ownerDb: Database;
  config: Config;
  /** The test file's own database. */
  databaseName: string;
};

/**
 * The real app on its own migrated database, signed in as the application role as in
 * production, for `app.inject()` tests. Call at the top of a
 * test file; the returned object is filled in before the first test runs.
 */
export function useTestApp(
  environment: Record<string, string> = {},
  options: {
    logStream?: Writable;
    webDistDir?: string;
    /** `s3`: files go to a bucket of a local S3-compatible server (s3rver) started for the file. */
    fileStorage?: 'directory' | 's3';
  } = {},
): TestContext {
  const { fileStorage = 'directory', ...appOptions } = options;
  const context = {} as TestContext;
  let cleanup = async () => {};
  beforeAll(async () => {
    const testDatabase = await createMigratedDatabase();
    const database = createDatabase(testDatabase.appUrl);
    const owner = createDatabase(testDatabase.url, { maxConnections: 2 });
    // Uploads go to a directory of the test file's own, never under the checkout.
    const fileStorageDir = await mkdtemp(join(tmpdir(), 'casekeeper-files-'));
    const s3 = fileStorage === 's3' ? await startLocalS3Server() : undefined;
    if (s3) useLocalS3Credentials();
    // No workers: a test delivers mail and runs jobs when it chooses (mailer.deliverDueMail).
    const config = loadConfig({
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'test',
      JOBS: 'off',
      FILE_STORAGE_DIR: fileStorageDir,
      ...s3?.environment,
      ...environment,
    });
    const app = await buildApp({ config, db: database.db, ownerDb: owner.db, ...appOptions });
    await app.ready();
    Object.assign(context, {
      app,
      db: database.db,
      ownerDb: owner.db,
      config,
      databaseName: new URL(testDatabase.url).pathname.slice(1),
    });
    cleanup = async () => {
      await app.close();
      await database.close();
      await owner.close();
      await testDatabase.drop();
      await rm(fileStorageDir, { recursive: true, force: true });
      await s3?.close();
    };
  });
  afterAll(() => cleanup());
  return context;
}
