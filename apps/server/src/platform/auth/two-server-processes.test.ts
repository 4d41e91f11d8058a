import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { LOCKOUT_THRESHOLD } from '../../modules/auth/login-throttle';
import { createTestUser, signIn } from '../../test/accounts';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { loadConfig } from '../config/config';
import { countRequest } from './postgres-rate-limit-store';

/**
 * Two copies of the server on one database, each with its own connection pool and memory, as
 * two processes behind a load balancer would be: what one knows about limits, lockouts and
 * sessions, the other must know too.
 */

const PER_ADDRESS_LIMIT = 4;

let testDatabase: TestDatabase;
const connections: { db: Database; close(): Promise<void> }[] = [];
const servers: FastifyInstance[] = [];
let db: Database;

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  for (let copy = 0; copy < 2; copy += 1) {
    const connection = createDatabase(testDatabase.url);
    connections.push(connection);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      JOBS: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS_LIMIT),
    });
    const app = await buildApp({ config, db: connection.db });
    await app.ready();
    servers.push(app);
  }
  db = connections[0]?.db ?? db;
});

afterAll(async () => {
  for (const app of servers) await app.close();
  for (const connection of connections) await connection.close();
  await testDatabase.drop();
});

/** The copy that answers the `n`th request: they take turns, as behind a round-robin balancer. */
function copy(n: number): FastifyInstance {
  const server = servers[n % 2];
  if (!server) throw new Error('the servers have not started');
  return server;
}

describe('two server processes on one database', () => {
  it('share one rate limit: an address gets the limit once, not once per process', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_ADDRESS_LIMIT + 2; attempt += 1) {
      const response = await copy(attempt).inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '198.51.100.7',
        payload: { email: 'someone@ambridge.gov.uk' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('share lockouts: wrong passwords on either process add up', async () => {
    const user = await createTestUser(db);
    const address = '198.51.100.8';
    for (let attempt = 0; attempt < LOCKOUT_THRESHOLD; attempt += 1) {
      await copy(attempt).inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        payload: { email: user.email, password: `wrong ${attempt}` },
      });
    }
    for (const server of servers) {
      const rightPassword = await server.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        payload: { email: user.email, password: user.password },
      });
      expect(rightPassword.statusCode).not.toBe(200);
    }
  });

  it('share sessions: a sign-in on one works on the other, and signing out on one ends it on both', async () => {
    const user = await createTestUser(db);
    const signedIn = await signIn(copy(0), user, '198.51.100.9');
    const me = () => copy(1).inject({ method: 'GET', url: '/api/me', headers: signedIn.auth });
    expect((await me()).statusCode).toBe(200);

    const signOut = await copy(0).inject({
      method: 'POST',
      url: '/api/logout',
      headers: signedIn.auth,
      cookies: { casekeeper_refresh: signedIn.refreshToken },
    });
    expect(signOut.statusCode).toBe(200);
    // The other process hears of it through LISTEN/NOTIFY, not at once.
    await expect.poll(async () => (await me()).statusCode, { timeout: 5_000 }).toBe(401);
  });
});

describe('the rate limit counters', () => {
  it('count each request once, even when they arrive together from several connections', async () => {
    const counted = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        countRequest(connections[index % 2]?.db ?? db, 'test\nsame caller', 60_000),
      ),
    );
    expect(counted.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(Math.min(...counted.map((count) => count.ttl))).toBeGreaterThan(50_000);
  });

  it('start again from one once the window has ended', async () => {
    await countRequest(db, 'test\nreturning caller', 60_000);
    await countRequest(db, 'test\nreturning caller', 60_000);
    await db.execute(
      sql`update rate_limit_counters set window_ends_at = now() - interval '1 second' where key = 'test\nreturning caller'`,
    );
    expect((await countRequest(db, 'test\nreturning caller', 60_000)).current).toBe(1);
  });
});
