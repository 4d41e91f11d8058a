import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './client';
import { createMigratedDatabase, type TestDatabase } from '../test/database';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
});
afterAll(() => testDatabase.drop());

describe('the connection pool', () => {
  it('survives a connection ended by PostgreSQL while checked out between statements', async () => {
    const errors: Error[] = [];
    const connection = createDatabase(testDatabase.url, { onConnectionError: (error) => errors.push(error) });
    const admin = new pg.Client({ connectionString: inject('testPostgresAdminUrl') });
    await admin.connect();
    try {
      // As a transaction holds its connection between statements while the server restarts.
      const client = await connection.pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      // Without a listener on the checked-out client this would be an uncaught exception.
      // The server's goodbye, and then (as the socket closes) often a second error.
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      expect(errors[0]?.message).toMatch(/terminating connection/);
      client.release(true);
      const answer = await connection.pool.query<{ one: number }>('select 1 as one');
      expect(answer.rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await connection.close();
    }
  });
});
