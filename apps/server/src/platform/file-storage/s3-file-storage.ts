import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import {
  FILE_MODE,
  STORAGE_KEY,
  checkedKey,
  isOlderThan,
  privateDirectory,
  type FileStorage,
} from './file-storage';
import { sweepBucket } from './s3-sweep';

export type S3FileStorageSettings = {
  bucket: string;
  region: string;
  /** An S3-compatible server other than AWS's (MinIO, an Azure gateway, a local one). */
  endpoint?: string;
  /** Buckets addressed as endpoint/bucket rather than bucket.endpoint: MinIO and local servers. */
  forcePathStyle?: boolean;
  /** Where uploads under way keep a scratch copy for the type checks: this machine's own disk. */
  scratchDirectory: string;
  /** Tests only: the SDK's default chain (environment, profile, the platform's role) otherwise. */
  credentials?: S3ClientConfig['credentials'];
};

/**
 * One part of an upload in memory at a time (S3's smallest part), whatever the file's size: a
 * part is sent while the next is read, never the whole file held.
 */
const PART_BYTES = 5 * 1024 * 1024;

const TEMPORARY_PREFIX = 'tmp/';
const OBJECTS_PREFIX = 'objects/';

/**
 * File storage in an S3-compatible bucket: `tmp/<uuid>` for uploads under way, `objects/<key>` for
 * kept files. An upload streams to its temporary object in parts while it is counted, hashed and
 * written to a scratch file on this machine (the type checks read files by path); keeping it
 * copies the object to its key (S3 has no rename) and drops the temporary one and the scratch
 * copy. Nothing but keys the server made ever names an object.
 */
export function createS3FileStorage(settings: S3FileStorageSettings): FileStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle ?? false,
    credentials: settings.credentials,
    // Other S3-compatible servers may not know the checksums AWS's SDK now adds to every request.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const scratchDir = join(settings.scratchDirectory, 'tmp');
  let ready: Promise<void> | undefined;
  const ensureScratch = () => (ready ??= privateDirectory(scratchDir));

  const deleteObject = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  /** The temporary object of a received file, named by its scratch copy; nothing else passes. */
  function temporaryOf(path: string): { id: string; key: string } {
    const id = basename(path);
    if (dirname(path) !== scratchDir || !STORAGE_KEY.test(id)) {
      throw new Error('Not a file this store received');
    }
    return { id, key: `${TEMPORARY_PREFIX}${id}` };
  }

  async function sweepScratch(cutoff: Date): Promise<void> {
    const names = await readdir(scratchDir).catch(() => [] as string[]);
    for (const name of names) {
      if (await isOlderThan(join(scratchDir, name), cutoff))
        await rm(join(scratchDir, name), { force: true });
    }
  }

  return {
    async receive(source, options = {}) {
      await ensureScratch();
      const id = randomUUID();
      const path = join(scratchDir, id);
      const toBucket = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: `${TEMPORARY_PREFIX}${id}`, Body: toBucket },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      // A failure of the bucket ends the reading too, rather than leaving it waiting for a drain.
      const bucketFailed = new AbortController();
      const uploaded = upload.done().catch((error: unknown) => {
        bucketFailed.abort(error);
        throw error;
      });
      uploaded.catch(() => undefined);
      const signal = options.signal
        ? AbortSignal.any([options.signal, bucketFailed.signal])
        : bucketFailed.signal;
      const hash = createHash('sha256');
      let sizeBytes = 0;
      async function* countedHashedAndSent(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          sizeBytes += chunk.length;
          if (!toBucket.write(chunk)) await once(toBucket, 'drain', { signal });
          yield chunk;
        }
        toBucket.end();
      }
      try {
        const scratch = createWriteStream(path, { flags: 'wx', mode: FILE_MODE });
        await pipeline(source, countedHashedAndSent, scratch, { signal });
        await uploaded;
      } catch (error) {
        // Decided before aborting the upload below, which fails it in its turn.
        const cause: unknown = options.signal?.aborted
          ? options.signal.reason
          : bucketFailed.signal.aborted
            ? bucketFailed.signal.reason
            : error;
        toBucket.destroy();
        await upload.abort().catch(() => undefined);
        // A single-part upload may have landed before the failure: it goes too.
        await Promise.allSettled([rm(path, { force: true }), deleteObject(`${TEMPORARY_PREFIX}${id}`)]);
        throw cause;
      }
      return { path, sizeBytes, sha256: hash.digest('hex') };
    },

    async keep(received) {
      const temporary = temporaryOf(received.path);
      const storageKey = randomUUID();
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: `${OBJECTS_PREFIX}${storageKey}`,
          CopySource: `${bucket}/${temporary.key}`,
        }),
      );
      // The copy is durable once S3 answers; what is left of the upload is only clutter now.
      await Promise.allSettled([deleteObject(temporary.key), rm(received.path, { force: true })]);
      return storageKey;
    },

    async discard(received) {
      const temporary = temporaryOf(received.path);
      // Kept or discarded already: keep and discard drop the scratch copy last.
      if (!(await stat(received.path).catch(() => undefined))) return;
      await deleteObject(temporary.key);
      await rm(received.path, { force: true });
    },

    read(storageKey) {
      const key = `${OBJECTS_PREFIX}${checkedKey(storageKey)}`;
      async function* body() {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const stream = response.Body as Readable;
        try {
          yield* stream;
        } finally {
          stream.destroy();
        }
      }
      return Readable.from(body(), { objectMode: false });
    },

    async remove(storageKey) {
      // S3 answers a delete of what is already gone as done.
      await deleteObject(`${OBJECTS_PREFIX}${checkedKey(storageKey)}`);
    },

    async sweep(options) {
      await sweepScratch(options.olderThan);
      const temporary = await sweepBucket(client, bucket, {
        prefix: TEMPORARY_PREFIX,
        olderThan: options.olderThan,
        mayRemove: (keys) => Promise.resolve(keys),
      });
      const unreferenced = await sweepBucket(client, bucket, {
        prefix: OBJECTS_PREFIX,
        olderThan: options.olderThan,
        mayRemove: async (keys) => {
          const storageKeys = keys
            .map((key) => key.slice(OBJECTS_PREFIX.length))
            .filter((key) => STORAGE_KEY.test(key));
          const referenced = await options.isReferenced(storageKeys);
          return storageKeys.filter((key) => !referenced.has(key)).map((key) => `${OBJECTS_PREFIX}${key}`);
        },
      });
      return { temporary, unreferenced };
    },
  };
}
