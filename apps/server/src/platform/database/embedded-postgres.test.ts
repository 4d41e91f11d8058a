import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import { isProcessRunning } from './process-state';

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

  it('starts again after its PostgreSQL was killed outright, with every committed row', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'casekeeper' });
    await query(first.url, "CREATE TABLE survived (note text); INSERT INTO survived VALUES ('committed')");
    const postmaster = Number(
      readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    // Dead, though perhaps not yet reaped: its pid may still answer as a process.
    await expect.poll(() => isProcessRunning(postmaster)).toBe(false);

    const second = await startEmbeddedPostgres({ dataDir, port, database: 'casekeeper' });
    try {
      const rows = await query(second.url, 'SELECT note FROM survived');
      expect(rows.rows).toEqual([{ note: 'committed' }]);
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
