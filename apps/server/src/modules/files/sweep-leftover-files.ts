import type { Database } from '../../db/client';
import type { FileStorage, SweepReport } from '../../platform/file-storage/file-storage';
import { findRecordedKeys } from './stored-file-repository';

/**
 * How old a leftover must be before it goes: far longer than the slowest upload of 25 MB takes,
 * and than any transaction that kept a file and has yet to commit its row.
 */
export const LEFTOVER_AGE_MS = 6 * 60 * 60 * 1000;

/** Removes what uploads and deletions cut short left in storage: temporary files, and files no row names. */
export function sweepLeftoverFiles(
  db: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<SweepReport> {
  return storage.sweep({
    olderThan: new Date(now.getTime() - LEFTOVER_AGE_MS),
    isReferenced: (storageKeys) => findRecordedKeys(db, storageKeys),
  });
}
