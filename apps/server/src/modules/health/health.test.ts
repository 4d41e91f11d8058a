import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../platform/errors/error-handler';
import { signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();

/** Runs `sql` as the test PostgreSQL's superuser. */
async function asSuperuser(sql: string) {
  const admin = new pg.Client({ connectionString: inject('testPostgresAdminUrl') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const refuseConnections = (refuse: boolean) =>
  asSuperuser(`ALTER DATABASE ${context.databaseName} ALLOW_CONNECTIONS ${refuse ? 'false' : 'true'}`);
afterAll(() => refuseConnections(false));

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });

describe('health', () => {
  it('is live and ready while the database answers', async () => {
    expect((await get('/api/health/live')).json()).toMatchObject({ statusCode: 200, data: { status: 'ok' } });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.database.status).toBe('up');
  });

  it('stays live but not ready while the database is gone, and is ready again by itself when it is back', async () => {
    const officer = await signedInUser(context);
    await refuseConnections(true);
    await asSuperuser(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${context.databaseName}'`,
    );

    expect((await get('/api/health/live')).statusCode).toBe(200);
    for (const url of ['/api/health/ready', '/api/health']) {
      const response = await get(url);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: 'The database is not answering',
        data: { status: 'degraded', database: { status: 'down' } },
      });
    }
    const call = await get('/api/case/list/', officer.auth);
    expect(call.statusCode).toBe(503);
    expect(call.json()).toMatchObject({
      statusCode: 503,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      data: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(call.headers['retry-after']).toBe('5');

    await refuseConnections(false);
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    expect((await get('/api/case/list/', officer.auth)).statusCode).toBe(200);
  });
});
