import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isProcessRunning } from './process-state';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Casekeeper server (process ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirInUseError';
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
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessRunning(holder)) {
        throw new DataDirInUseError(directory, holder);
      }
      // The previous owner died without cleaning up: the lock is stale.
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${directory}.`);
}
