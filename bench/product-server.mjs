// Starts the built product (as `npm start` does) on its own port and data directory, for benchmarks.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_ADMIN = { email: 'bench@casekeeper.test', password: 'bench-password-123' };

/**
 * Waits for the clock jobs a copy with workers queues as it starts: the night's (clocks.daily),
 * which on kept data works thousands of cases' clocks out again, and the working out again of
 * authorities whose clock settings changed (clocks.recompute), which carries on from where an
 * earlier copy stopped and at a million cases can take minutes. Either would otherwise run beside
 * the timed calls, writing to `cases` (every list index) all the while. The lists are then timed
 * as they are after 00:05 each night. Jobs left active by a copy that was killed (`startedAt`
 * before this one) are not waited for: the queue fails them only after an hour.
 */
async function waitForIdleJobs(databaseUrl, deadline, startedAt) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    while (Date.now() < deadline) {
      const { rows } = await db.query(
        `SELECT (SELECT count(*)::int FROM pgboss.job
                 WHERE name IN ('clocks.daily', 'clocks.recompute') AND start_after <= now()
                   AND (state IN ('created', 'retry') OR (state = 'active' AND started_on >= $1))) AS busy,
                (SELECT count(*)::int FROM authorities WHERE clocks_stale_since IS NOT NULL) AS stale`,
        [startedAt],
      );
      if (rows[0].busy === 0 && rows[0].stale === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the clock jobs queued at start did not finish in time');
  } finally {
    await db.end();
  }
}

/** Polls `url`'s /api/health until it answers 200; throws at `deadline` (ms since the epoch). */
export async function waitForHealth(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server did not become ready in time');
}

/** Whether a process (a pid) or a process group (its leader's pid, negated) is still running. */
export function alive(target) {
  try {
    process.kill(target, 0);
    return true;
  } catch {
    return false;
  }
}

/** The PostgreSQL running on `dataDir` (its postmaster's pid), or undefined when none is. */
export function runningPostgres(dataDir) {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  // A pid file left by a PostgreSQL that died names a pid the system may since have given to
  // another program: only a postgres process counts.
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres') ? pid : undefined;
  } catch {
    return undefined; // ended meanwhile
  }
}

/**
 * Deletes a benchmark's data directory, unless a PostgreSQL still runs on it (a product left
 * running, or another benchmark's): deleting the files under it would leave that PostgreSQL
 * serving from files no longer there and the next copy unable to start on its port.
 */
export function removeDataDir(dataDir) {
  const pid = runningPostgres(dataDir);
  if (pid !== undefined) {
    throw new Error(
      `PostgreSQL (process ${pid}) is running on ${dataDir}: stop it, or the product using it, before a benchmark starts afresh there`,
    );
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** The data directory of the benchmarks' copies named `name`. */
export const dataDirOf = (name) => join(root, `.tmp/bench-${name}-data`);

/**
 * Runs `npm start`, as an operator does, on `dataDir` in a process group of its own (so a signal
 * reaches the server behind npm too), its output appended to `logFile`.
 */
export function spawnProduct({ port, dataDir, logFile, env = {} }) {
  mkdirSync(dirname(logFile), { recursive: true });
  const output = openSync(logFile, 'a');
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 1),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    exited,
    /** Stops the product (SIGTERM to its process group) and waits until every process of it has gone. */
    async stop() {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      // npm leaves first; the server may still be closing its database and data-directory lock.
      const deadline = Date.now() + 30_000;
      while (alive(-child.pid)) {
        if (Date.now() > deadline) {
          console.warn(`the product (process group ${child.pid}) did not stop within 30 s: killing it`);
          process.kill(-child.pid, 'SIGKILL');
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await stopLeftDatabase(dataDir);
    },
  };
}

/**
 * A copy of the product, on fresh data unless `keepData` (the last run's data directory is used
 * again); `stop()` ends it (SIGTERM to its process group) and waits.
 */
export async function startProduct({ port, name, env = {}, keepData = false }) {
  const url = `http://127.0.0.1:${port}`;
  // A server left running on the port would answer in this one's place, timing the wrong code.
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`something already answers on port ${port}: stop it first`);
  }
  const dataDir = dataDirOf(name);
  if (!keepData) removeDataDir(dataDir);
  dataDirs.set(url, dataDir);
  // Its output, for when it does not become ready: .tmp/bench-<name>-server.log.
  const startedAt = new Date();
  const product = spawnProduct({ port, dataDir, logFile: join(root, `.tmp/bench-${name}-server.log`), env });
  const { child, exited } = product;
  const exitedEarly = exited.then((code) => {
    throw new Error(`the server exited (${code}) before it was ready`);
  });
  // Once it is ready, its exit (when stopped) is no failure.
  exitedEarly.catch(() => {});
  // Kept data from an older run is migrated first, which can take minutes at a million cases.
  await Promise.race([waitForHealth(url, Date.now() + 600_000), exitedEarly]).catch((error) => {
    throw new Error(`${error.message}: see .tmp/bench-${name}-server.log`);
  });
  if (env.JOBS !== 'off') {
    const waitedFrom = Date.now();
    await waitForIdleJobs(productDatabaseUrl({ port, name }), Date.now() + 1_800_000, startedAt);
    const waited = (Date.now() - waitedFrom) / 1000;
    if (waited >= 5) console.log(`waited ${waited.toFixed(0)} s for the clock jobs queued at start`);
  }
  return {
    url,
    dataDir,
    /** Its embedded PostgreSQL, as the superuser. */
    databaseUrl: productDatabaseUrl({ port, name }),
    /** The process group's leader (`npm start`). */
    pid: child.pid,
    /** Kills the product at once (SIGKILL to its process group); its PostgreSQL runs in a session of its own. */
    async kill() {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
    /** Stops the product (SIGTERM to its process group) and waits until every process of it has gone. */
    stop: product.stop,
  };
}

/**
 * An embedded PostgreSQL the product did not stop (it runs in a session of its own, so a product
 * killed while stopping leaves it running, holding its port for the next run): said, and stopped.
 */
async function stopLeftDatabase(dataDir) {
  const pid = runningPostgres(dataDir);
  if (pid === undefined) return;
  console.warn(`the product left its PostgreSQL (process ${pid}) running: stopping it`);
  process.kill(pid, 'SIGINT');
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

const STEP_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
/** Each product's data directory by its URL: the bench admin's authenticator app is kept there. */
const dataDirs = new Map();

/** A call of the sign-in with the pending sign-in's cookie. */
async function pendingCall(url, path, cookie, body) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/**
 * The bench admin's second factor (every platform admin needs one): set up at its first sign-in and
 * kept in the product's data directory, so kept data signs in again; a code is used once, so a
 * recovery code stands in while this time step's code is spent.
 */
async function passSecondFactor(url, challenge, cookie) {
  const file = join(dataDirs.get(url) ?? root, 'bench-admin-authenticator.json');
  if (challenge.mustEnrol) {
    const { secret } = await pendingCall(url, '/api/login/enrol/totp', cookie);
    const plain = secret.replace(/\s+/g, '');
    const step = stepNow();
    const code = await generate({ secret: plain, epoch: step * STEP_SECONDS });
    const { session, recoveryCodes } = await pendingCall(url, '/api/login/enrol/totp/confirm', cookie, {
      code,
    });
    writeFileSync(file, JSON.stringify({ secret: plain, lastStep: step, recoveryCodes }));
    return session.access_token;
  }
  const app = JSON.parse(readFileSync(file, 'utf8'));
  const step = stepNow();
  const answer =
    step > app.lastStep
      ? { code: await generate({ secret: app.secret, epoch: step * STEP_SECONDS }) }
      : { recoveryCode: app.recoveryCodes.shift() };
  if (step > app.lastStep) app.lastStep = step;
  writeFileSync(file, JSON.stringify(app));
  return (await pendingCall(url, '/api/login/second-factor', cookie, answer)).access_token;
}

/** Signs the bench admin in (password, then the second factor) and answers the access token. */
export async function signInAdmin(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const answer = (await response.json()).data;
  if (!answer.secondFactorRequired) return answer.access_token;
  const pending = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('casekeeper_pending_sign_in='));
  return passSecondFactor(url, answer, pending?.split(';')[0] ?? '');
}

/** The URL of the database of the product `startProduct({ port, name })` started (its embedded PostgreSQL). */
export function productDatabaseUrl({ port, name }) {
  const password = readFileSync(join(dataDirOf(name), 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port + 1}/casekeeper`;
}

/** A new authority and an officer of it, made by the platform admin; answers the officer's token (impersonated). */
export async function officerOfNewAuthority(url, { shortCode }) {
  const admin = await signInAdmin(url);
  const call = async (path, data) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      ...(data ? { body: JSON.stringify(data) } : {}),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const authority = await call('/api/admin/add', {
    type: 'authority',
    name: `Bench Council ${shortCode}`,
    shortCode,
    addressLine1: '1 Civic Way',
    town: 'Leeds',
    postCode: 'LS1 1AA',
    contactEmail: `${shortCode.toLowerCase()}@bench.gov.uk`,
    contactPhone: '0113 496 0000',
  });
  const officer = await call('/api/authority/user/add', {
    authorityId: authority.id,
    email: `officer@${shortCode.toLowerCase()}.bench.gov.uk`,
    firstName: 'Fay',
    lastName: 'Ult',
    userType: 'AUTHORITY_USER',
    role: 'READWRITE',
  });
  return { authorityId: authority.id, token: (await call(`/api/impersonate/${officer.id}`)).access_token };
}
