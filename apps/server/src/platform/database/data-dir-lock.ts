import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Casekeeper server (process ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** A killed process its parent has not reaped yet (state Z in /proc, on Linux) holds nothing. */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Makes sure only one server process at a time owns an embedded database's data directory. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const directory = resolve(dataDir);
  await mkdir(directory, { recursive: true });
  const lockPath = join(directory, 'casekeeper.pid');

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(directory, holder);
      }
      // The previous owner died without cleaning up: the lock is stale.
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${directory}.`);
}
