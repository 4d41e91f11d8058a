import type { Executor } from '../../db/client';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import type { FileScans } from './file-scans';

/** Keeps the upload and records its row, of `authorityId`, in the transaction `tx`; answers the row's id. */
export type KeepUpload = (tx: Executor, authorityId: number) => Promise<string>;

/** Where uploads go: their bytes, and their rows with the scan each awaits. */
export type UploadDeps = { fileStorage: FileStorage; fileScans: FileScans };

/**
 * Runs `work`, which records an uploaded file by calling `keep` within its transaction: the file
 * is kept (renamed from its temporary name, synced) before that transaction commits, and removed
 * again if `work` fails, so no kept file outlives a change that did not commit. Its row awaits
 * the virus scanner when one is configured (FileScans.record).
 */
export async function withKeptUpload<T>(
  deps: UploadDeps,
  upload: { file: UploadedFile; uploadedById: number },
  work: (keep: KeepUpload) => Promise<T>,
): Promise<T> {
  const { file } = upload;
  let storageKey: string | undefined;
  try {
    return await work(async (tx, authorityId) => {
      storageKey = await deps.fileStorage.keep(file);
      return deps.fileScans.record(tx, {
        authorityId,
        originalName: file.name,
        sizeBytes: file.sizeBytes,
        contentType: file.contentType,
        sha256: file.sha256,
        storageKey,
        uploadedById: upload.uploadedById,
      });
    });
  } catch (error) {
    if (storageKey) await deps.fileStorage.remove(storageKey);
    throw error;
  }
}
