import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import { createDirectoryFileStorage, type FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

type FileStorageConfig = Pick<
  Config,
  'FILE_STORAGE' | 'FILE_STORAGE_DIR' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'
>;

/** The file store FILE_STORAGE names, said in the log at start (where, never with what credentials). */
export function createFileStorage(config: FileStorageConfig, log: FastifyBaseLogger): FileStorage {
  if (config.FILE_STORAGE === 's3') {
    // loadConfig refuses s3 without a bucket; this only tells TypeScript.
    if (config.S3_BUCKET === undefined) throw new Error('S3_BUCKET is required when FILE_STORAGE is s3');
    log.info(
      {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        // Its origin alone: a URL may carry a user and password.
        endpoint: config.S3_ENDPOINT ? new URL(config.S3_ENDPOINT).origin : 'AWS',
        scratchDirectory: config.FILE_STORAGE_DIR,
      },
      'files are kept in S3-compatible object storage',
    );
    return createS3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      scratchDirectory: config.FILE_STORAGE_DIR,
    });
  }
  log.info({ directory: config.FILE_STORAGE_DIR }, 'files are kept in a directory of this machine');
  return createDirectoryFileStorage(config.FILE_STORAGE_DIR);
}
