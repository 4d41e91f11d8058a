import net from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseConnection } from './client';
import { DatabaseUnreachableError, waitForDatabase } from './wait-for-database';

const opened: DatabaseConnection[] = [];
const servers: net.Server[] = [];

afterEach(async () => {
  for (const connection of opened.splice(0)) await connection.close();
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

function connect(url: string): DatabaseConnection {
  const connection = createDatabase(url);
  opened.push(connection);
  return connection;
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Forwards `port` to the test PostgreSQL: a database server that comes up when this starts listening. */
function forwardTo(target: URL, port: number): Promise<void> {
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

function collectingLog() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (_details: object, message: string) => warnings.push(message) } };
}

describe('waiting for the database at start', () => {
  it('gives up after the wait with a message that says where it looked and what to check', async () => {
    const port = await freePort();
    const url = `postgres://casekeeper:secret-password@127.0.0.1:${port}/casekeeper`;
    const { warnings, log } = collectingLog();
    const waiting = waitForDatabase(connect(url).pool, url, { waitMs: 1_000, log });
    await expect(waiting).rejects.toThrow(DatabaseUnreachableError);
    const message = await waiting.catch((error: unknown) => String(error));
    expect(message).toContain(`could not reach PostgreSQL at 127.0.0.1:${port}/casekeeper within 1 s`);
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('secret-password');
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings[0]).toMatch(/is not answering .*trying again in 0\.25 s/);
  });

  it('goes on as soon as a database that starts after it answers', async () => {
    const target = new URL(inject('testPostgresAdminUrl'));
    const port = await freePort();
    const url = Object.assign(new URL(target.href), { port: String(port) }).href;
    const { warnings, log } = collectingLog();
    const waiting = waitForDatabase(connect(url).pool, url, { waitMs: 20_000, log });
    // The database comes up once the server has found it missing at least once.
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    await forwardTo(target, port);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('fails at once when the database refuses rather than being away (here: no such database)', async () => {
    const url = Object.assign(new URL(inject('testPostgresAdminUrl')), {
      pathname: '/no_such_database',
    }).href;
    const { warnings, log } = collectingLog();
    await expect(waitForDatabase(connect(url).pool, url, { waitMs: 30_000, log })).rejects.toThrow(
      /refused Casekeeper: .*no_such_database.*Check DATABASE_URL/,
    );
    // No retries: waiting would not mend it.
    expect(warnings).toEqual([]);
  });
});
