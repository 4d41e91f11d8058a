import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { SWEEP_BATCH_SIZE } from './file-storage';

type SweepPrefix = {
  prefix: string;
  olderThan: Date;
  /** Of the old keys given, those that may go. */
  mayRemove(keys: string[]): Promise<string[]>;
};

/** Deletes `keys` (at most S3's 1,000 a request); answers how many S3 reports deleted. */
async function deleteKeys(client: S3Client, bucket: string, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const answer = await client.send(
    new DeleteObjectsCommand({
      Bucket: bucket,
      Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: false },
    }),
  );
  const failed = answer.Errors ?? [];
  if (failed.length > 0) {
    const first = failed[0];
    throw new Error(
      `The bucket refused to delete ${failed.length} objects (${first?.Code}: ${first?.Message})`,
    );
  }
  return answer.Deleted?.length ?? keys.length;
}

/**
 * Walks the objects under `prefix` a listing page at a time, and deletes those last written
 * before `olderThan` that `mayRemove` lets go, asking it about SWEEP_BATCH_SIZE keys at a time.
 */
export async function sweepBucket(client: S3Client, bucket: string, options: SweepPrefix): Promise<number> {
  let removed = 0;
  let continuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: options.prefix,
        ContinuationToken: continuationToken,
        MaxKeys: SWEEP_BATCH_SIZE,
      }),
    );
    const old = (page.Contents ?? [])
      .filter((object) => object.Key !== undefined && object.LastModified !== undefined)
      .filter((object) => (object.LastModified as Date) < options.olderThan)
      .map((object) => object.Key as string);
    if (old.length > 0) removed += await deleteKeys(client, bucket, await options.mayRemove(old));
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
  return removed;
}
