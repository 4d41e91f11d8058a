import { ALARM_EVENTS_CONTENT_TYPE, ALARMS_CHANGED_EVENT } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, type DatabaseConnection } from '../../db/client';
import { loadConfig } from '../../platform/config/config';
import {
  createTestAuthority,
  createTestUser,
  signIn,
  type SignedIn,
  type TestUser,
} from '../../test/accounts';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { eventsOf } from '../../test/server-sent-events';

/**
 * Two copies of the server on one database, as two processes behind a load balancer: an alarm
 * stream open on one hears the changes made through the other.
 */

let testDatabase: TestDatabase;
const connections: DatabaseConnection[] = [];
const servers: FastifyInstance[] = [];
let streamingServer: string;
let officer: TestUser & SignedIn;
let caseId: number;
let diaryId: number;

async function openStream(signal: AbortSignal): Promise<Response> {
  const response = await fetch(`${streamingServer}/api/dashboard/action-items/events`, {
    headers: officer.auth,
    signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain(ALARM_EVENTS_CONTENT_TYPE);
  return response;
}

/** The other copy, which the stream is not open on. */
function other(): FastifyInstance {
  const server = servers[1];
  if (!server) throw new Error('the servers have not started');
  return server;
}

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  for (let copy = 0; copy < 2; copy += 1) {
    const connection = createDatabase(testDatabase.url);
    connections.push(connection);
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', JOBS: 'off' });
    const app = await buildApp({ config, db: connection.db });
    await app.ready();
    servers.push(app);
  }
  streamingServer = (await servers[0]?.listen({ port: 0, host: '127.0.0.1' })) ?? '';
  const db = connections[0]?.db;
  if (!db) throw new Error('no database');
  const authorityId = await createTestAuthority(db);
  const admin = await createTestUser(db, { authorityId, role: 'ADMIN' });
  const user = await createTestUser(db, { authorityId, role: 'READWRITE' });
  officer = { ...user, ...(await signIn(other(), user)) };
  const adminSession = await signIn(other(), admin);
  const opened = await other().inject({
    method: 'POST',
    url: '/api/case/add',
    headers: adminSession.auth,
    payload: {
      clientFirstName: 'Ada',
      clientLastName: 'Lovelace',
      addressLine1: '1 Mill Lane',
      postCode: 'B33 8TH',
      assignedOfficerId: user.id,
    },
  });
  caseId = opened.json<{ data: { id: number } }>().data.id;
  const diary = await other().inject({
    method: 'POST',
    url: '/api/actionDiary/add',
    headers: officer.auth,
    payload: { caseId, title: 'Visits' },
  });
  diaryId = diary.json<{ data: { id: number } }>().data.id;
});

afterAll(async () => {
  for (const app of servers) await app.close();
  for (const connection of connections) await connection.close();
  await testDatabase.drop();
});

describe('GET /api/dashboard/action-items/events', () => {
  it('tells an open page when an item is added, and when one is dismissed, through another server process', async () => {
    const stop = new AbortController();
    try {
      const stream = eventsOf(await openStream(stop.signal));
      const added = await other().inject({
        method: 'POST',
        url: '/api/actionItemText/add',
        headers: officer.auth,
        payload: {
          diaryId,
          prefix: 'Call',
          description: 'Ring the client',
          scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
          text: 'About the visit',
        },
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(await stream.until(ALARMS_CHANGED_EVENT)).toEqual(['retry: 5000', ALARMS_CHANGED_EVENT]);

      const itemId = added.json<{ data: { id: number } }>().data.id;
      const dismissed = await other().inject({
        method: 'POST',
        url: `/api/dashboard/remove-actionitem/${itemId}`,
        headers: officer.auth,
      });
      expect(dismissed.statusCode, dismissed.body).toBe(200);
      expect(await stream.until(ALARMS_CHANGED_EVENT)).toEqual([ALARMS_CHANGED_EVENT]);
    } finally {
      stop.abort();
    }
  });

  it('is for read-write officers only', async () => {
    const response = await other().inject({ method: 'GET', url: '/api/dashboard/action-items/events' });
    expect(response.statusCode).toBe(401);
  });
});
