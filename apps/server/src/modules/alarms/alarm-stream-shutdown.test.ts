import { get as httpGet, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, type DatabaseConnection } from '../../db/client';
import { loadConfig } from '../../platform/config/config';
import { createTestUser, signIn } from '../../test/accounts';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';

let testDatabase: TestDatabase;
let connection: DatabaseConnection;

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  connection = createDatabase(testDatabase.url);
});

afterAll(async () => {
  await connection.close();
  await testDatabase.drop();
});

describe('a server closing with alarm streams open', () => {
  it('ends them first, so that closing does not wait on them for ever', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', JOBS: 'off' });
    const app = await buildApp({ config, db: connection.db });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const officer = await createTestUser(connection.db, { role: 'READWRITE' });
    const { auth } = await signIn(app, officer);
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(`${address}/api/dashboard/action-items/events`, { headers: auth }, resolve).on('error', reject),
    );
    expect(response.statusCode).toBe(200);
    const body = new Promise<string>((resolve) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(text));
    });

    await app.close();

    expect(await body).toBe('retry: 5000\n\n');
  });
});
