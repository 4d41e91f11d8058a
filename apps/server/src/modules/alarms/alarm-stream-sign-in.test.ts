import { ALARM_MESSAGES, ALARM_STREAMS_PER_USER_MAX } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, type DatabaseConnection } from '../../db/client';
import { loadConfig } from '../../platform/config/config';
import { createTestAuthority, createTestUser, signIn, type SignedIn } from '../../test/accounts';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';

/**
 * An alarm stream lasts no longer than the sign-in that opened it. Two copies of the server on
 * one database, as two processes: streams are open on the first, sign-ins end through the
 * second; a third copy gives access tokens a few seconds' life.
 */

const SHORT_TOKEN_SECONDS = 3;
const EVENTS_PATH = '/api/dashboard/action-items/events';

let testDatabase: TestDatabase;
const connections: DatabaseConnection[] = [];
const servers: FastifyInstance[] = [];
let streamingServer: string;
let shortTokenServer: string;
let authorityId: number;
let authorityAdmin: SignedIn;

async function startServer(environment: Record<string, string> = {}): Promise<FastifyInstance> {
  const connection = createDatabase(testDatabase.url);
  connections.push(connection);
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', JOBS: 'off', ...environment });
  const app = await buildApp({ config, db: connection.db });
  await app.ready();
  servers.push(app);
  return app;
}

function server(copy: number): FastifyInstance {
  const app = servers[copy];
  if (!app) throw new Error('the servers have not started');
  return app;
}

/** A new officer of the authority, signed in at `copy`. */
async function signedInOfficer(copy = 1) {
  const officer = await createTestUser(server(0).db, { authorityId, role: 'READWRITE' });
  return { ...officer, ...(await signIn(server(copy), officer)) };
}

/** Opens a stream, which the test closes with `stop` if the server has not. */
function openStream(auth: SignedIn['auth'], stop: AbortController, address = streamingServer) {
  return fetch(`${address}${EVENTS_PATH}`, { headers: auth, signal: stop.signal });
}

/** Everything the stream sends until the server ends it (or the test gives up on it). */
async function untilEnded(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return response.text().catch(() => 'still open when the test stopped it');
}

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  const streaming = await startServer();
  streamingServer = await streaming.listen({ port: 0, host: '127.0.0.1' });
  await startServer();
  const shortTokens = await startServer({ ACCESS_TOKEN_TTL: String(SHORT_TOKEN_SECONDS) });
  shortTokenServer = await shortTokens.listen({ port: 0, host: '127.0.0.1' });
  authorityId = await createTestAuthority(server(0).db);
  const admin = await createTestUser(server(0).db, { authorityId, userType: 'AUTHORITY', role: 'ADMIN' });
  authorityAdmin = await signIn(server(1), admin);
});

afterAll(async () => {
  for (const app of servers) await app.close();
  for (const connection of connections) await connection.close();
  await testDatabase.drop();
});

describe('an alarm stream and the sign-in that opened it', () => {
  it('ends when its officer signs out, through another server process, and cannot be opened again', async () => {
    const officer = await signedInOfficer();
    const stop = new AbortController();
    try {
      const ended = untilEnded(await openStream(officer.auth, stop));
      const signedOut = await server(1).inject({ method: 'POST', url: '/api/logout', headers: officer.auth });
      expect(signedOut.statusCode).toBe(200);
      expect(await ended).toBe('retry: 5000\n\n');
      expect((await openStream(officer.auth, stop)).status).toBe(401);
    } finally {
      stop.abort();
    }
  });

  it('ends when its officer is deactivated, and leaves their colleague’s stream open', async () => {
    const officer = await signedInOfficer();
    const colleague = await signedInOfficer();
    const stop = new AbortController();
    try {
      const ended = untilEnded(await openStream(officer.auth, stop));
      const colleagues = await openStream(colleague.auth, stop);
      let colleaguesEnded = false;
      void untilEnded(colleagues).then(() => (colleaguesEnded = true));
      const deactivated = await server(1).inject({
        method: 'POST',
        url: `/api/authority/user/isactive/${officer.id}`,
        headers: authorityAdmin.auth,
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(await ended).toBe('retry: 5000\n\n');
      expect(colleaguesEnded).toBe(false);
    } finally {
      stop.abort();
    }
  });

  it('ends when its access token expires, not before', async () => {
    const officer = await signedInOfficer(2);
    const { exp } = JSON.parse(
      Buffer.from(officer.session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { exp: number };
    const stop = new AbortController();
    try {
      const ended = untilEnded(await openStream(officer.auth, stop, shortTokenServer));
      expect(await ended).toBe('retry: 5000\n\n');
      // Node's timers keep whole milliseconds, so one may fire a millisecond short.
      expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 2);
    } finally {
      stop.abort();
    }
  });

  it(`lets one user hold ${ALARM_STREAMS_PER_USER_MAX} streams, refuses one more with a 429, and lets one in again once one has closed`, async () => {
    const officer = await signedInOfficer();
    const colleague = await signedInOfficer();
    const stops = Array.from({ length: ALARM_STREAMS_PER_USER_MAX }, () => new AbortController());
    const last = new AbortController();
    try {
      for (const stop of stops) expect((await openStream(officer.auth, stop)).status).toBe(200);

      const refused = await openStream(officer.auth, last);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(((await refused.json()) as { message: string }).message).toBe(ALARM_MESSAGES.tooManyStreams);
      expect((await openStream(colleague.auth, last)).status).toBe(200);

      stops[0]?.abort();
      await vi.waitFor(
        async () => {
          const again = await openStream(officer.auth, last);
          if (again.status !== 200) await again.body?.cancel();
          expect(again.status).toBe(200);
        },
        { timeout: 5_000 },
      );
    } finally {
      for (const stop of [...stops, last]) stop.abort();
    }
  });
});
