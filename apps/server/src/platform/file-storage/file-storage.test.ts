import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryFileStorage } from './file-storage';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'casekeeper-storage-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('the directory file storage', () => {
  it('narrows folders an older version left readable to all, and keeps files 0600', async () => {
    for (const folder of ['objects', 'tmp']) {
      await mkdir(join(directory, folder), { recursive: true });
      await chmod(join(directory, folder), 0o755);
    }
    const storage = createDirectoryFileStorage(directory);
    const received = await storage.receive(Readable.from([Buffer.from('case papers')]));
    expect(await modeOf(received.path)).toBe(0o600);
    const storageKey = await storage.keep(received);
    expect(await modeOf(join(directory, 'objects', storageKey))).toBe(0o600);
    expect(await modeOf(join(directory, 'objects'))).toBe(0o700);
    expect(await modeOf(join(directory, 'tmp'))).toBe(0o700);
  });
});
