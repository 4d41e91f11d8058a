import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompoundFile } from '../../test/compound-file';
import { sniffContentType } from './sniff-content-type';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'casekeeper-sniff-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function sniff(content: Buffer | string, name = 'upload.bin') {
  const path = join(directory, String(Math.random()));
  await writeFile(path, content);
  return sniffContentType(path, name);
}

/** A compound file with one stream at its root, named `stream`. */
const compoundFile = (stream: string) => buildCompoundFile([{ name: stream, content: Buffer.alloc(4096) }]);

describe('sniffing an upload', () => {
  it('knows images by their bytes, whatever they are called', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    expect(await sniff(png, 'photo.pdf')).toBe('image/png');
    expect(await sniff(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toBe('image/gif');
  });

  it('tells a Word or Excel file from another compound file, such as an installer', async () => {
    expect(await sniff(compoundFile('WordDocument'), 'letter.doc')).toBe('application/msword');
    expect(await sniff(compoundFile('Workbook'), 'costs.xls')).toBe('application/vnd.ms-excel');
    expect(await sniff(compoundFile('Book'), 'costs-1995.xls')).toBe('application/vnd.ms-excel');
    expect(await sniff(compoundFile('!_StringData'), 'setup.doc')).toBeUndefined();
  });

  it('takes plain text only as UTF-8 without NULs, named .txt', async () => {
    expect(await sniff('Visit booked for Tuesday\n', 'notes.txt')).toBe('text/plain');
    expect(await sniff('Visit booked for Tuesday\n', 'notes.html')).toBeUndefined();
    expect(await sniff(Buffer.from([0x68, 0x69, 0xff, 0xfe]), 'notes.txt')).toBeUndefined();
    expect(await sniff(Buffer.from('hi\0there'), 'notes.txt')).toBeUndefined();
  });

  it('refuses a type off the list even when it has a signature', async () => {
    expect(await sniff(Buffer.from('PK\x03\x04', 'latin1'), 'archive.txt')).toBeUndefined();
    const xml = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(await sniff(xml, 'picture.txt')).toBeUndefined();
  });
});
