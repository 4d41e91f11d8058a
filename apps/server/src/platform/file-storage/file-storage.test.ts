import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3Server, type LocalS3Server } from '../../test/local-s3-server';
import { storedPaths } from '../../test/stored-files';
import { createDirectoryFileStorage, type FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

let directory: string;
let s3: LocalS3Server;
let s3Client: S3Client;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'casekeeper-storage-'));
  s3 = await startLocalS3Server();
  s3Client = new S3Client({
    region: 'eu-west-2',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.credentials,
  });
});
afterAll(async () => {
  s3Client.destroy();
  await s3.close();
  await rm(directory, { recursive: true, force: true });
});

/** A store of a test's own, and everything it holds (kept, temporary, scratch), by name. */
type StoreUnderTest = { storage: FileStorage; entries(): Promise<string[]> };

let stores = 0;
async function freshDirectory(name: string): Promise<string> {
  const path = join(directory, `${name}-${++stores}`);
  await mkdir(path);
  return path;
}

const STORES: [string, () => Promise<StoreUnderTest>][] = [
  [
    'directory',
    async () => {
      const root = await freshDirectory('directory');
      return { storage: createDirectoryFileStorage(root), entries: () => storedPaths(root) };
    },
  ],
  [
    'S3',
    async () => {
      const bucket = `bucket-${++stores}`;
      await s3Client.send(new CreateBucketCommand({ Bucket: bucket }));
      const scratchDirectory = await freshDirectory('scratch');
      const storage = createS3FileStorage({
        bucket,
        region: 'eu-west-2',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: s3.credentials,
        scratchDirectory,
      });
      const bucketKeys = () => s3.keys(bucket);
      const scratchFiles = async () => (await storedPaths(scratchDirectory)).map((path) => `scratch/${path}`);
      return { storage, entries: async () => [...(await bucketKeys()), ...(await scratchFiles())].sort() };
    },
  ],
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `total` bytes in 64 KiB chunks, each different, made as they are read. */
function generated(total: number, onChunk: (sent: number) => void = () => undefined): Readable {
  return Readable.from(
    (function* chunks() {
      const size = 64 * 1024;
      for (let sent = 0; sent < total; sent += size) {
        const chunk = Buffer.alloc(Math.min(size, total - sent), sent / size);
        onChunk(sent + chunk.length);
        yield chunk;
      }
    })(),
  );
}

describe.each(STORES)('the %s file storage', (_name, createStore) => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await createStore();
  });

  it('receives, keeps and reads back the same bytes under a key of its own, leaving no temporary', async () => {
    const before = await store.entries();
    const content = Buffer.from('case papers, byte for byte\n');
    const received = await store.storage.receive(
      Readable.from([content.subarray(0, 5), content.subarray(5)]),
    );
    expect(received).toMatchObject({ sizeBytes: content.length, sha256: sha256(content) });
    const storageKey = await store.storage.keep(received);
    expect(storageKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await readAll(store.storage.read(storageKey))).equals(content)).toBe(true);
    expect(await store.entries()).toEqual([...before, `objects/${storageKey}`].sort());
    // Discarding what was kept (as every upload endpoint does when it is done) leaves it kept.
    await store.storage.discard(received);
    expect((await readAll(store.storage.read(storageKey))).equals(content)).toBe(true);
  });

  it('streams a file of several parts through, with its size and sha256', async () => {
    const total = 12 * 1024 * 1024 + 123;
    const hash = createHash('sha256');
    const source = generated(total);
    source.on('data', (chunk: Buffer) => hash.update(chunk));
    const received = await store.storage.receive(source);
    expect(received).toMatchObject({ sizeBytes: total, sha256: hash.digest('hex') });
    const storageKey = await store.storage.keep(received);
    const back = await readAll(store.storage.read(storageKey));
    expect(back.length).toBe(total);
    expect(sha256(back)).toBe(received.sha256);
    await store.storage.remove(storageKey);
  });

  it('leaves nothing of an upload aborted midway, throwing the reason', async () => {
    const before = await store.entries();
    const controller = new AbortController();
    const reason = new Error('the upload stalled');
    // Past S3's first part, so that a multipart upload is under way when it stops.
    const source = generated(64 * 1024 * 1024, (sent) => {
      if (sent > 6 * 1024 * 1024) controller.abort(reason);
    });
    await expect(store.storage.receive(source, { signal: controller.signal })).rejects.toBe(reason);
    expect(await store.entries()).toEqual(before);
  });

  it('leaves nothing when the source fails, throwing its error', async () => {
    const before = await store.entries();
    const broken = Readable.from(
      (async function* chunks() {
        yield Buffer.from('the start of it');
        throw new Error('connection reset');
      })(),
    );
    await expect(store.storage.receive(broken)).rejects.toThrow('connection reset');
    expect(await store.entries()).toEqual(before);
  });

  it('discards a received file that is not to be kept, twice without complaint', async () => {
    const before = await store.entries();
    const received = await store.storage.receive(Readable.from([Buffer.from('not wanted')]));
    expect((await store.entries()).length).toBeGreaterThan(before.length);
    await store.storage.discard(received);
    await store.storage.discard(received);
    expect(await store.entries()).toEqual(before);
  });

  it('removes a kept file, which then no longer reads, and a second removal is no error', async () => {
    const before = await store.entries();
    const storageKey = await store.storage.keep(
      await store.storage.receive(Readable.from([Buffer.from('gone')])),
    );
    await store.storage.remove(storageKey);
    await store.storage.remove(storageKey);
    expect(await store.entries()).toEqual(before);
    await expect(readAll(store.storage.read(storageKey))).rejects.toThrow();
  });

  it('refuses to read or remove by anything but a key it made', async () => {
    expect(() => store.storage.read('../../etc/passwd')).toThrow(/Not a storage key/);
    await expect(store.storage.remove('objects/../tmp')).rejects.toThrow(/Not a storage key/);
  });

  it('sweeps old temporary files and old kept files no row names, never young or referenced ones', async () => {
    const fresh = await createStore();
    const put = (text: string) => fresh.storage.receive(Readable.from([Buffer.from(text)]));
    const temporary = await put('cut short');
    const referenced = await fresh.storage.keep(await put('named by a row'));
    const unreferenced = await fresh.storage.keep(await put('its row never committed'));
    const asked: string[][] = [];
    const isReferenced = async (keys: string[]) => {
      asked.push([...keys].sort());
      return new Set(keys.filter((key) => key === referenced));
    };
    const hour = 60 * 60 * 1000;

    // Everything is younger than an hour ago: nothing goes.
    expect(await fresh.storage.sweep({ olderThan: new Date(Date.now() - hour), isReferenced })).toEqual({
      temporary: 0,
      unreferenced: 0,
    });
    const all = await fresh.entries();
    expect(all).toContain(`objects/${unreferenced}`);

    // Everything is older than an hour from now.
    expect(await fresh.storage.sweep({ olderThan: new Date(Date.now() + hour), isReferenced })).toEqual({
      temporary: 1,
      unreferenced: 1,
    });
    expect(asked).toEqual([[referenced, unreferenced].sort()]);
    expect(await fresh.entries()).toEqual([`objects/${referenced}`]);
    expect((await readAll(fresh.storage.read(referenced))).toString()).toBe('named by a row');
    await fresh.storage.discard(temporary);
  });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('the directory file storage', () => {
  it('narrows folders an older version left readable to all, and keeps files 0600', async () => {
    const root = await freshDirectory('modes');
    for (const folder of ['objects', 'tmp']) {
      await mkdir(join(root, folder), { recursive: true });
      await chmod(join(root, folder), 0o755);
    }
    const storage = createDirectoryFileStorage(root);
    const received = await storage.receive(Readable.from([Buffer.from('case papers')]));
    expect(await modeOf(received.path)).toBe(0o600);
    const storageKey = await storage.keep(received);
    expect(await modeOf(join(root, 'objects', storageKey))).toBe(0o600);
    expect(await modeOf(join(root, 'objects'))).toBe(0o700);
    expect(await modeOf(join(root, 'tmp'))).toBe(0o700);
  });
});

describe('the S3 file storage', () => {
  it('keeps its scratch copies readable by the server alone', async () => {
    const scratchDirectory = await freshDirectory('scratch-modes');
    const storage = createS3FileStorage({
      bucket: s3.bucket,
      region: 'eu-west-2',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
      scratchDirectory,
    });
    const received = await storage.receive(Readable.from([Buffer.from('case papers')]));
    expect(await modeOf(received.path)).toBe(0o600);
    expect(await modeOf(join(scratchDirectory, 'tmp'))).toBe(0o700);
    expect(await s3.keys()).toContain(`tmp/${received.path.split('/').pop()}`);
    await storage.discard(received);
  });

  it('fails an upload the bucket refuses, leaving no scratch copy behind', async () => {
    const scratchDirectory = await freshDirectory('no-bucket');
    const storage = createS3FileStorage({
      bucket: 'no-such-bucket',
      region: 'eu-west-2',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
      scratchDirectory,
    });
    await expect(storage.receive(generated(8 * 1024 * 1024))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect(await storedPaths(scratchDirectory)).toEqual([]);
  });

  it('keeps only what it received itself: a path elsewhere names no object', async () => {
    const storage = createS3FileStorage({
      bucket: s3.bucket,
      region: 'eu-west-2',
      scratchDirectory: await freshDirectory('elsewhere'),
      credentials: s3.credentials,
      endpoint: s3.endpoint,
      forcePathStyle: true,
    });
    const forged = { path: '/etc/passwd', sizeBytes: 1, sha256: '' };
    await expect(storage.keep(forged)).rejects.toThrow(/Not a file this store received/);
    await expect(storage.discard(forged)).rejects.toThrow(/Not a file this store received/);
  });
});
