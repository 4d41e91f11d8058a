import { execFile } from 'node:child_process';
import { chown } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type RunAs = { uid: number; gid: number } | Record<string, never>;

/**
 * PostgreSQL refuses to run as root. When we are root, run it as the `postgres`
 * system user, creating that user if the machine lacks one.
 */
export async function postgresRunAs(): Promise<RunAs> {
  if (userInfo().uid !== 0) return {};
  const existing = await lookupIds('postgres');
  if (existing) return existing;
  await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
  await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
  const created = await lookupIds('postgres');
  if (!created) throw new Error('Could not create the postgres system user for the embedded PostgreSQL.');
  return created;
}

async function lookupIds(name: string): Promise<{ uid: number; gid: number } | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

export async function giveTo(path: string, runAs: RunAs): Promise<void> {
  if ('uid' in runAs) await chown(path, runAs.uid, runAs.gid);
}
