import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedStatusMaster } from './db/seed';
import { APPLICATION_ROLE } from './platform/database/application-role';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres';
import { installJobQueue } from './platform/jobs/install-job-queue';
import { PENDING_COOKIE } from './test/second-factor';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const ADMIN = { email: 'first.admin@council.gov.uk', password: 'a-long-enough-password' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function query(url: string, text: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A data directory as servers before the application role left it: every table made and owned
 * by the superuser, no application role, no password kept for one.
 */
async function olderDataDir(dataDir: string, port: number): Promise<void> {
  const postgres = await startEmbeddedPostgres({ dataDir, port, database: 'casekeeper' });
  try {
    const owner = createDatabase(postgres.url);
    await runMigrations(owner.db);
    await installJobQueue(owner.db);
    await seedStatusMaster(owner.db);
    await owner.close();
    await query(postgres.adminUrl, `DROP ROLE ${APPLICATION_ROLE}`);
    await rm(join(dataDir, 'postgres-app-password'));
  } finally {
    await postgres.stop();
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'casekeeper-older-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A platform admin's first sign-in sets up an authenticator app; its first code signs in. */
async function enrolAtFirstSignIn(api: string, passwordAnswer: Response): Promise<string> {
  expect(((await passwordAnswer.json()) as { data: object }).data).toMatchObject({ mustEnrol: true });
  const cookie =
    passwordAnswer.headers
      .getSetCookie()
      .find((each) => each.startsWith(PENDING_COOKIE))
      ?.split(';')[0] ?? '';
  const post = (path: string, body?: object) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const started = await post('/login/enrol/totp');
  const secret = ((await started.json()) as { data: { secret: string } }).data.secret.replace(/\s+/g, '');
  const confirmed = await post('/login/enrol/totp/confirm', { code: await generate({ secret }) });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return ((await confirmed.json()) as { data: { session: { access_token: string } } }).data.session
    .access_token;
}

describe('the server on a data directory made before the application role', () => {
  it('starts, makes the role, and serves sign-in, writes and the audit log as it', async () => {
    const pgPort = await freePort();
    const httpPort = await freePort();
    await olderDataDir(dataDir, pgPort);

    const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        PORT: String(httpPort),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(server, 'exit');
    try {
      await expect
        .poll(() => output, { timeout: 60_000, interval: 200 })
        .toMatch(/is ready on|could not start/);
      expect(output).toContain(
        `is ready on http://localhost:${httpPort} (PUBLIC_URL; the server listens on http://127.0.0.1:${httpPort})`,
      );
      const api = `http://127.0.0.1:${httpPort}/api`;

      expect((await fetch(`${api}/health/ready`)).status).toBe(200);
      const signedIn = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(signedIn.status, await signedIn.clone().text()).toBe(200);
      const token = await enrolAtFirstSignIn(api, signedIn);
      const audit = await fetch(`${api}/audit?action=auth.login`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(audit.status, await audit.clone().text()).toBe(200);

      const password = join(dataDir, 'postgres-app-password');
      expect(existsSync(password) && statSync(password).mode & 0o777).toBe(0o600);
      const superuserPassword = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
      const adminUrl = `postgres://postgres:${encodeURIComponent(superuserPassword)}@127.0.0.1:${pgPort}/casekeeper`;
      expect(
        await query(adminUrl, 'SELECT rolsuper, rolcreaterole FROM pg_roles WHERE rolname = $1', [
          APPLICATION_ROLE,
        ]),
      ).toEqual([{ rolsuper: false, rolcreaterole: false }]);
      // Every connection the running server holds (requests, LISTEN, the job workers) is the role's.
      expect(
        await query(
          adminUrl,
          `SELECT DISTINCT usename FROM pg_stat_activity
           WHERE datname = 'casekeeper' AND application_name LIKE 'casekeeper%'`,
        ),
      ).toEqual([{ usename: APPLICATION_ROLE }]);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
    expect(output).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
