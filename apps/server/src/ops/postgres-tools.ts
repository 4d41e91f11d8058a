import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The major version of the PostgreSQL server at `url` (15 for 15.18). */
export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(result.rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * The system's `tool` (pg_dump, pg_restore) of PostgreSQL `major`: Debian keeps each version's
 * under /usr/lib/postgresql/<major>/bin. A dump must be made and read by the server's own major
 * version, so another version is refused with a message that says what to install.
 */
export async function postgresTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<string> {
  const debianPath = `/usr/lib/postgresql/${major}/bin/${tool}`;
  const candidate = existsSync(debianPath) ? debianPath : tool;
  const version = await run(candidate, ['--version']).then(
    ({ stdout }) => Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1]),
    () => undefined,
  );
  if (version !== major) {
    throw new Error(
      `${tool} of PostgreSQL ${major} is needed (the database is ${major}); ` +
        `${version === undefined ? `no ${tool} was found` : `found ${tool} ${version}`}. ` +
        `On Debian: apt-get install postgresql-client-${major}.`,
    );
  }
  return candidate;
}

/** Runs a PostgreSQL tool; its error output becomes the error's message. */
export async function runPostgresTool(tool: string, args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool} failed${stderr ? `: ${stderr}` : ''}`);
  }
}

/** `url` naming another database on the same server. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}
