import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { postgresTool, runPostgresTool, serverMajorVersion } from './postgres-tools';

/**
 * Writes the whole database at `url` to `file` in pg_dump's custom format (compressed, restorable
 * table by table), with the server's own pg_dump. A consistent snapshot: the product may keep
 * running. Answers the file's size in bytes.
 */
export async function backupDatabase(url: string, file: string): Promise<number> {
  const pgDump = await postgresTool('pg_dump', await serverMajorVersion(url));
  await mkdir(dirname(file), { recursive: true });
  await runPostgresTool(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url]);
  return (await stat(file)).size;
}
