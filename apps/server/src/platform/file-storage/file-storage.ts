import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An upload received whole, not yet kept. `path` is a file on this machine's disk holding its
 * bytes, where the type checks read them (with object storage, a scratch copy of the temporary
 * object the store holds).
 */
export type ReceivedFile = { path: string; sizeBytes: number; sha256: string };

/** What a sweep removed: temporary files, and kept files no row names. */
export type SweepReport = { temporary: number; unreferenced: number };

/**
 * Where the bytes of uploaded files live, by keys the server makes (a client's file name never
 * reaches the disk or the bucket): a directory of this machine (`createDirectoryFileStorage`) or
 * an S3-compatible bucket (`createS3FileStorage`). A file is received to a temporary name and made
 * durable, then kept under its key before the row naming it commits: a crash leaves at worst a
 * file no row names, which `sweep` removes, never a row without its whole file.
 */
export type FileStorage = {
  /**
   * Streams `source` to a temporary file, counting and hashing it; what `source` throws is thrown,
   * and so is the signal's reason when it aborts, the temporary file removed either way.
   */
  receive(source: Readable, options?: { signal?: AbortSignal }): Promise<ReceivedFile>;
  /** Moves a received file to a new key, durably; the key is the caller's to record. */
  keep(received: ReceivedFile): Promise<string>;
  /** Drops a received file that is not to be kept (nothing when it was kept or is gone). */
  discard(received: ReceivedFile): Promise<void>;
  read(storageKey: string): Readable;
  remove(storageKey: string): Promise<void>;
  /**
   * Removes temporary files older than `olderThan`, and kept files as old that `isReferenced`
   * does not claim (a crash between keeping a file and committing its row, or after deleting a
   * row and before removing its file).
   */
  sweep(options: {
    olderThan: Date;
    isReferenced(storageKeys: string[]): Promise<Set<string>>;
  }): Promise<SweepReport>;
};

/** A kept file's key: a UUID the server made, and so never a path or anything a client wrote. */
export const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Kept files are looked up in the database this many at a time. */
export const SWEEP_BATCH_SIZE = 500;

/** Case papers: only the server's own user may read them, or list them, on the host. */
export const FILE_MODE = 0o600;
const DIRECTORY_MODE = 0o700;

/** Creates a folder of the store, or narrows one an older version made readable to all. */
export async function privateDirectory(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: DIRECTORY_MODE });
  await chmod(path, DIRECTORY_MODE);
}

/** A key read from the database names a file in the store and nothing else. */
export function checkedKey(storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`Not a storage key: ${storageKey.slice(0, 60)}`);
  return storageKey;
}

async function syncToDisk(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function isOlderThan(path: string, cutoff: Date): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && info.mtime < cutoff;
}

/** File storage in a directory of this machine: `tmp/` for uploads under way, `objects/` for kept files. */
export function createDirectoryFileStorage(directory: string): FileStorage {
  const temporaryDir = join(directory, 'tmp');
  const objectsDir = join(directory, 'objects');
  let ready: Promise<unknown> | undefined;
  const ensureDirectories = () =>
    (ready ??= Promise.all([privateDirectory(temporaryDir), privateDirectory(objectsDir)]));
  const objectPath = (storageKey: string) => join(objectsDir, checkedKey(storageKey));

  async function sweepDirectory(
    path: string,
    cutoff: Date,
    mayRemove: (names: string[]) => Promise<string[]>,
  ): Promise<number> {
    const names = await readdir(path).catch(() => [] as string[]);
    let removed = 0;
    for (let start = 0; start < names.length; start += SWEEP_BATCH_SIZE) {
      const batch = names.slice(start, start + SWEEP_BATCH_SIZE);
      const old: string[] = [];
      for (const name of batch) if (await isOlderThan(join(path, name), cutoff)) old.push(name);
      for (const name of old.length > 0 ? await mayRemove(old) : []) {
        await rm(join(path, name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  return {
    async receive(source, options = {}) {
      await ensureDirectories();
      const path = join(temporaryDir, randomUUID());
      const hash = createHash('sha256');
      let sizeBytes = 0;
      async function* countedAndHashed(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          sizeBytes += chunk.length;
          yield chunk;
        }
      }
      try {
        const destination = createWriteStream(path, { flags: 'wx', mode: FILE_MODE });
        await pipeline(source, countedAndHashed, destination, { signal: options.signal });
        await syncToDisk(path);
      } catch (error) {
        await rm(path, { force: true });
        throw options.signal?.aborted ? options.signal.reason : error;
      }
      return { path, sizeBytes, sha256: hash.digest('hex') };
    },

    async keep(received) {
      await ensureDirectories();
      const storageKey = randomUUID();
      await rename(received.path, objectPath(storageKey));
      // The rename itself is durable only once the directory is synced.
      await syncToDisk(objectsDir);
      return storageKey;
    },

    async discard(received) {
      await rm(received.path, { force: true });
    },

    read(storageKey) {
      return createReadStream(objectPath(storageKey));
    },

    async remove(storageKey) {
      await rm(objectPath(storageKey), { force: true });
    },

    async sweep(options) {
      await ensureDirectories();
      const cutoff = options.olderThan;
      const temporary = await sweepDirectory(temporaryDir, cutoff, (names) => Promise.resolve(names));
      const unreferenced = await sweepDirectory(objectsDir, cutoff, async (names) => {
        const keys = names.filter((name) => STORAGE_KEY.test(name));
        const referenced = await options.isReferenced(keys);
        return keys.filter((key) => !referenced.has(key));
      });
      return { temporary, unreferenced };
    },
  };
}
