import type { Executor } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { VirusScanner } from '../../platform/virus-scanning/virus-scanner';
import { insertStoredFile, type NewStoredFile } from './stored-file-repository';

/** How new uploads are recorded with respect to the virus scanner (docs/personal-data.md). */
export type FileScans = {
  /** The configured scanner; null when uploads go unscanned. */
  readonly scanner: VirusScanner | null;
  /**
   * Records a kept upload's row in `tx`: PENDING, with its `files.scan` job queued in the same
   * transaction, when a scanner is configured; NOT_SCANNED when none is.
   */
  record(tx: Executor, values: Omit<NewStoredFile, 'scanStatus' | 'scannedAt'>): Promise<string>;
};

export function createFileScans(options: { scanner: VirusScanner | null; jobs: JobQueue }): FileScans {
  const { scanner, jobs } = options;
  return {
    scanner,
    async record(tx, values) {
      const id = await insertStoredFile(tx, { ...values, scanStatus: scanner ? 'PENDING' : 'NOT_SCANNED' });
      if (scanner) await jobs.send(tx, 'files.scan', { fileId: id });
      return id;
    },
  };
}
