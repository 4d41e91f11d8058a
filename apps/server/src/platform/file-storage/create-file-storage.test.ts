import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createFileStorage } from './create-file-storage';

/** A logger that keeps what was said at info. */
function listeningLog() {
  const said: unknown[][] = [];
  const log = { info: (...args: unknown[]) => said.push(args) } as unknown as FastifyBaseLogger;
  return { log, said };
}

describe('createFileStorage', () => {
  it('says at start that files stay in a directory, by default', () => {
    const { log, said } = listeningLog();
    createFileStorage(loadConfig({ FILE_STORAGE_DIR: '/srv/casekeeper/files' }), log);
    expect(said).toEqual([
      [{ directory: '/srv/casekeeper/files' }, 'files are kept in a directory of this machine'],
    ]);
  });

  it('says which bucket and server an S3 store uses, never a password in the endpoint', () => {
    const { log, said } = listeningLog();
    const config = loadConfig({
      FILE_STORAGE: 's3',
      FILE_STORAGE_DIR: '/srv/casekeeper/scratch',
      S3_BUCKET: 'council-files',
      S3_ENDPOINT: 'https://files-user:hunter2-secret@minio.council.internal:9000/',
      S3_FORCE_PATH_STYLE: 'true',
    });
    createFileStorage(config, log);
    expect(said).toEqual([
      [
        {
          bucket: 'council-files',
          region: 'eu-west-2',
          endpoint: 'https://minio.council.internal:9000',
          scratchDirectory: '/srv/casekeeper/scratch',
        },
        'files are kept in S3-compatible object storage',
      ],
    ]);
    expect(JSON.stringify(said)).not.toContain('hunter2');
  });
});
