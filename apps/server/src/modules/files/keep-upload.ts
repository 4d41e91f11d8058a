import type { Executor } from '../../db/client';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import { insertStoredFile } from './stored-file-repository';

/** Keeps the upload and records its row, of `authorityId`, in the transaction `tx`; answers the row's id. */
export type KeepUpload = (tx: Executor, authorityId: number) => Promise<string>;

/**
 * Runs `work`, which records an uploaded file by calling `keep` within its transaction: the file
 * is kept (renamed from its temporary name, synced) before that transaction commits, and removed
 * again if `work` fails, so no kept file outlives a change that did not commit.
 */
export async function withKeptUpload<T>(
  storage: FileStorage,
  upload: { file: UploadedFile; uploadedById: number },
  work: (keep: KeepUpload) => Promise<T>,
): Promise<T> {
  const { file } = upload;
  let storageKey: string | undefined;
  try {
    return await work(async (tx, authorityId) => {
      storageKey = await storage.keep(file);
      return insertStoredFile(tx, {
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
    if (storageKey) await storage.remove(storageKey);
    throw error;
  }
}
