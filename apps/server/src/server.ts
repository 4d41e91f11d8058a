import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { createDatabase } from './db/client';
import { DatabaseUnreachableError, waitForDatabase } from './db/wait-for-database';
import { seedAuthorityChoices, seedStatusMaster } from './db/seed';
import { ensureFirstAdmin } from './modules/admins';
import { ConfigError, loadConfig } from './platform/config/config';
import { openDatabaseServer } from './platform/database/open-database';
import { prepareDatabase } from './platform/database/prepare-database';
import { resolveWebDistDir } from './platform/http/web-dist-dir';

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long requests in flight get to finish when stopping; then their connections are cut, so
 * that the database (and an embedded PostgreSQL) is still stopped cleanly within the grace above.
 * A client that never closes its connection (a half-open socket, a laptop gone to sleep with a
 * stream open) would otherwise hold the stop until the process is killed.
 */
const REQUEST_GRACE_MS = 5_000;

async function closeApp(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), REQUEST_GRACE_MS).unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const databaseServer = await openDatabaseServer(config);
  // Requests and jobs run as the application role, which owns nothing (see prepareDatabase).
  const database = createDatabase(databaseServer.appUrl);
  // The owner's few connections, for a disposal's scrub of the audit log (modules/disposal).
  const owner =
    databaseServer.appRole === undefined
      ? undefined
      : createDatabase(databaseServer.ownerUrl, { maxConnections: 2, keepWarm: false });
  const app = await buildApp({
    config,
    db: database.db,
    ownerDb: owner?.db,
    webDistDir: resolveWebDistDir(config),
  });

  const graceful = closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info({ signal }, 'stopping: finishing requests in flight');
    await closeApp(app);
    await database.close();
    await owner?.close();
    await databaseServer.stop();
  });

  try {
    const waitMs = config.DATABASE_WAIT_SECONDS * 1000;
    await prepareDatabase(databaseServer, { waitMs, log: app.log });
    await waitForDatabase(database.pool, databaseServer.appUrl, {
      waitMs,
      log: app.log,
      setting: config.DATABASE_APP_URL === undefined ? 'DATABASE_URL' : 'DATABASE_APP_URL',
    });
    await seedStatusMaster(database.db);
    await seedAuthorityChoices(database.db);
    const created = await ensureFirstAdmin(database.db, config);
    if (created?.generatedPassword) {
      // Printed once, on purpose not through the structured log that may be shipped elsewhere.
      process.stdout.write(
        `\nCreated the first platform admin.\n  E-mail:   ${created.email}\n  Password: ${created.generatedPassword}\n` +
          'This password is shown only once: sign in and change it.\n\n',
      );
    }
    await app.listen({ port: config.PORT, host: config.HOST });
    // After listening: workers and the clock need not hold up the first request.
    await app.jobs.start();
    if (!app.mailer.sending) {
      app.log.warn('SMTP_URL is not set: mail stays in the outbox and is written to this log instead');
    }
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    const listening = `http://${host}:${config.PORT}`;
    // The address people should open is PUBLIC_URL: mail links point there, and it may differ.
    app.log.info(
      { database: databaseServer.kind, publicUrl: config.PUBLIC_URL, listening },
      `Casekeeper is ready on ${config.PUBLIC_URL} (PUBLIC_URL; the server listens on ${listening})`,
    );
  } catch (error) {
    if (error instanceof DatabaseUnreachableError) process.stderr.write(`${error.message}\n`);
    else app.log.error({ err: error }, 'could not start');
    // Its exit handler would otherwise close everything again and exit 0.
    graceful.uninstall();
    await app.close();
    await database.close();
    await owner?.close();
    await databaseServer.stop();
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Casekeeper could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  process.exitCode = 1;
});
