import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'casekeeper-lock-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a data directory that another live process holds, naming it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(join(dataDir, 'casekeeper.pid'), String(other.pid));
      const attempt = lockDataDir(dataDir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(attempt).rejects.toThrow(`(process ${other.pid}) is already using the data directory`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    await writeFile(join(dataDir, 'casekeeper.pid'), String(gone.pid));
    const unlock = await lockDataDir(dataDir);
    expect(existsSync(join(dataDir, 'casekeeper.pid'))).toBe(true);
    await unlock();
    expect(existsSync(join(dataDir, 'casekeeper.pid'))).toBe(false);
  });
});
