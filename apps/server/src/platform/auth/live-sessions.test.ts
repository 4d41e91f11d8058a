import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, type DatabaseConnection } from '../../db/client';
import { createTestUser, signIn, type SignedIn } from '../../test/accounts';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { loadConfig } from '../config/config';
import { type Announcements, createAnnouncements } from '../database/announcements';
import { createLiveSessions, type LiveSessions } from './live-sessions';

/** Two server processes on one database, as behind a load balancer: each with its own cache. */
let database: TestDatabase;
let connections: DatabaseConnection[] = [];
let first: FastifyInstance;
let second: FastifyInstance;

async function serverProcess(url: string): Promise<FastifyInstance> {
  const connection = createDatabase(url);
  connections.push(connection);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
    db: connection.db,
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createMigratedDatabase();
  first = await serverProcess(database.appUrl);
  second = await serverProcess(database.appUrl);
});

afterAll(async () => {
  await first.close();
  await second.close();
  await Promise.all(connections.map((connection) => connection.close()));
  connections = [];
  await database.drop();
});

const me = (app: FastifyInstance, who: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/me', headers: who.auth }).then((response) => response.statusCode);

/** Ends a sign-in without the triggers, so no process hears of it: only the cache can still say live. */
async function endSilently(connection: DatabaseConnection, familyId: string) {
  await connection.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update refresh_token_families set revoked_at = now() where id = ${familyId}`);
  });
}

/** A new user's sign-in, by the session id its access token carries. */
async function newSession(connection: DatabaseConnection): Promise<string> {
  const { session } = await signIn(first, await createTestUser(connection.db, {}));
  const payload = session.access_token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

describe('live sign-ins across server processes', () => {
  it('a sign-out on one process is refused at once by another that had the sign-in cached', async () => {
    const user = await createTestUser(first.db, {});
    const session = await signIn(first, user);
    expect(await me(first, session)).toBe(200);
    expect(await me(second, session)).toBe(200);

    const logout = await first.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { casekeeper_refresh: session.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    await expect.poll(() => me(second, session), { timeout: 2000, interval: 20 }).toBe(401);
    expect(await me(first, session)).toBe(401);
  });
});

describe('createLiveSessions', () => {
  let connection: DatabaseConnection;
  let announcements: Announcements;
  let sessions: LiveSessions;

  beforeAll(async () => {
    connection = createDatabase(database.url);
    connections.push(connection);
    announcements = createAnnouncements({ db: connection.db, log: first.log });
    sessions = createLiveSessions({ db: connection.db, announcements });
    await announcements.start();
  });
  afterAll(async () => {
    sessions.stop();
    await announcements.stop();
  });

  it('answers a sign-in it found live from memory, without asking again', async () => {
    const familyId = await newSession(connection);
    expect(await sessions.isLive(familyId)).toBe(true);
    await endSilently(connection, familyId);
    expect(await sessions.isLive(familyId)).toBe(true);
  });

  it('forgets a sign-in as soon as PostgreSQL announces that it ended', async () => {
    const familyId = await newSession(connection);
    expect(await sessions.isLive(familyId)).toBe(true);
    await connection.db.execute(
      sql`update refresh_token_families set revoked_at = now() where id = ${familyId}`,
    );
    await expect.poll(() => sessions.isLive(familyId), { timeout: 2000, interval: 20 }).toBe(false);
  });

  it('asks the database every time once it no longer listens', async () => {
    const deaf = createLiveSessions({
      db: connection.db,
      announcements: createAnnouncements({ db: connection.db, log: first.log }),
    });
    const familyId = await newSession(connection);
    expect(await deaf.isLive(familyId)).toBe(true);
    await endSilently(connection, familyId);
    expect(await deaf.isLive(familyId)).toBe(false);
  });

  it('never trusts a sign-in past its absolute expiry', async () => {
    const familyId = await newSession(connection);
    await connection.db.execute(
      sql`update refresh_token_families set absolute_expires_at = now() + interval '1.5 seconds' where id = ${familyId}`,
    );
    // Cached while live (a margin a loaded machine still reads it within), then expired though no end was announced.
    expect(await sessions.isLive(familyId)).toBe(true);
    await endSilently(connection, familyId);
    await expect.poll(() => sessions.isLive(familyId), { timeout: 6000, interval: 50 }).toBe(false);
  });
});
