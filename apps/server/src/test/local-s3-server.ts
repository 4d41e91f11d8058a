import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The account s3rver knows: it checks every request's signature against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type LocalS3Server = {
  endpoint: string;
  bucket: string;
  credentials: typeof CREDENTIALS;
  /** The settings that point the app's S3 store at this server (credentials go by the environment). */
  environment: Record<string, string>;
  /** Every key in the bucket (or another one of this server), sorted. */
  keys(inBucket?: string): Promise<string[]>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) in this process, on a free port of the loopback, keeping its
 * one bucket in a temporary directory: the S3 store's tests talk HTTP to it, never to a mock.
 */
export async function startLocalS3Server(bucket = 'casekeeper-files'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'casekeeper-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'eu-west-2',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    bucket,
    credentials: CREDENTIALS,
    environment: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(inBucket = bucket) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: inBucket }));
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The SDK's default chain reads these: the app's S3 store signs as s3rver's account. */
export function useLocalS3Credentials(): void {
  process.env.AWS_ACCESS_KEY_ID = CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = CREDENTIALS.secretAccessKey;
}
