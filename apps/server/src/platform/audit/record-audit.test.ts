import { API_PREFIX } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseConnection } from '../../db/client';
import { auditLog } from '../../db/schema';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import type { Caller } from '../access/caller';
import { registerAuditScope } from './audit-scope';
import { recordAudit } from './record-audit';

let testDatabase: TestDatabase;
let connection: DatabaseConnection;
let probe: FastifyInstance;

const impersonated: Caller = {
  webUserId: 41,
  userType: 'AUTHORITY_USER',
  role: 'READWRITE',
  authorityId: 5,
  impersonatorId: 7,
  sessionFamilyId: '00000000-0000-4000-8000-000000000000',
  accessToken: 'token',
  accessTokenExpiresAt: 0,
};

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  connection = createDatabase(testDatabase.url);
  probe = Fastify({ logger: false });
  probe.decorateRequest('caller', null);
  registerAuditScope(probe);
  // Like the access check: an async hook after the scope's that sets the caller.
  probe.addHook('onRequest', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    request.caller = request.headers['x-impersonated'] ? impersonated : null;
  });
  // A use case that forgets who is behind the caller, after more awaits.
  probe.post(`${API_PREFIX}/write/:action`, async (request) => {
    const { action } = request.params as { action: string };
    await connection.db.transaction(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      await recordAudit(tx, { action, actorId: 41, onBehalfOfId: null });
    });
    return { ok: true };
  });
  await probe.ready();
});

afterAll(async () => {
  await probe.close();
  await connection.close();
  await testDatabase.drop();
});

async function rowOf(action: string) {
  const [row] = await connection.db.select().from(auditLog).where(eq(auditLog.action, action));
  return row;
}

describe('recordAudit within a request', () => {
  it('names the platform admin behind an impersonated actor even when the use case did not', async () => {
    await probe.inject({
      method: 'POST',
      url: `${API_PREFIX}/write/probe.impersonated`,
      headers: { 'x-impersonated': '1', 'x-request-id': 'req-1' },
      remoteAddress: '198.51.100.9',
    });
    expect(await rowOf('probe.impersonated')).toMatchObject({
      actorId: 41,
      onBehalfOfId: 7,
      ip: '198.51.100.9',
      requestId: expect.any(String),
    });
  });

  it('leaves a row of someone not impersonating as it is, and works outside any request', async () => {
    await probe.inject({ method: 'POST', url: `${API_PREFIX}/write/probe.plain` });
    expect(await rowOf('probe.plain')).toMatchObject({ actorId: 41, onBehalfOfId: null });
    await recordAudit(connection.db, { action: 'probe.outside', actorId: 41 });
    expect(await rowOf('probe.outside')).toMatchObject({ onBehalfOfId: null, ip: null });
  });
});
