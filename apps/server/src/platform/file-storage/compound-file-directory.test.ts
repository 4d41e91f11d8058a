import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompoundFile, directoryOffset, type CompoundEntry } from '../../test/compound-file';
import { readRootStreamNames } from './compound-file-directory';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'casekeeper-cfb-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const page = (text = '') =>
  Buffer.concat([Buffer.from(text, 'utf16le'), Buffer.alloc(4096)]).subarray(0, 4096);
const stream = (name: string, content = page()): CompoundEntry => ({ name, content });

/** Reads a file's root streams through a file handle, counting the bytes read. */
async function readNames(bytes: Buffer) {
  const path = join(directory, String(Math.random()));
  await writeFile(path, bytes);
  const handle = await open(path, 'r');
  let bytesRead = 0;
  let reads = 0;
  try {
    const names = await readRootStreamNames({
      async read(buffer, offset, length, position) {
        const result = await handle.read(buffer, offset, length, position);
        bytesRead += result.bytesRead;
        reads += 1;
        return result;
      },
    });
    return { names, bytesRead, reads };
  } finally {
    await handle.close();
  }
}

describe("reading a compound file's directory", () => {
  it('names the streams at the root only, not those inside storages nor words in the data', async () => {
    const file = buildCompoundFile([
      stream('1Table'),
      stream('Data', page('WordDocument\0Workbook\0')),
      { name: 'ObjectPool', children: [stream('WordDocument'), stream('Workbook')] },
    ]);
    const { names } = await readNames(file);
    expect(names?.sort()).toEqual(['1Table', 'Data']);
  });

  it('reads a bounded number of bytes of a 20 MB file whose directory is at its end, past the DIFAT', async () => {
    const others = Array.from({ length: 20 }, (_, index) => stream(`Stream${index}`));
    const file = buildCompoundFile([
      stream('Data', Buffer.alloc(20 * 1024 * 1024, 7)),
      stream('WordDocument'),
      ...others,
    ]);
    const { names, bytesRead, reads } = await readNames(file);
    expect(names).toContain('WordDocument');
    expect(names).toHaveLength(22);
    // The header, 22 entries of 128 bytes, and a few FAT and DIFAT entries of 4 bytes.
    expect(bytesRead).toBeLessThan(4 * 1024);
    expect(reads).toBeLessThan(40);
  });

  it('refuses a file cut short, a broken header, and a tree of siblings that loops', async () => {
    const file = buildCompoundFile([stream('WordDocument'), stream('1Table'), stream('Data')]);
    expect((await readNames(file)).names).toHaveLength(3);
    expect((await readNames(file.subarray(0, directoryOffset(file)))).names).toBeUndefined();
    const wrongOrder = Buffer.from(file);
    wrongOrder.writeUInt16LE(0xfeff, 0x1c);
    expect((await readNames(wrongOrder)).names).toBeUndefined();
    const looped = Buffer.from(file);
    // The root's child points back at itself through its left sibling.
    const child = looped.readUInt32LE(directoryOffset(file) + 0x4c);
    looped.writeUInt32LE(child, directoryOffset(file) + child * 128 + 0x44);
    expect((await readNames(looped)).names).toBeUndefined();
  });
});
