import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'casekeeper-embedded-'));
  port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('keeps its data across a stop and a second start on the same directory', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'casekeeper' });
    const version = await query(first.url, 'SHOW server_version');
    expect(version.rows[0].server_version).toMatch(/^15\./);
    await query(first.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port, database: 'casekeeper' });
    try {
      const rows = await query(second.url, 'SELECT note FROM kept');
      expect(rows.rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('explains a failed start and names the port setting', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startEmbeddedPostgres({ dataDir, port, database: 'casekeeper' })).rejects.toThrow(
        /did not start on port \d+[\s\S]*EMBEDDED_PG_PORT/,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
