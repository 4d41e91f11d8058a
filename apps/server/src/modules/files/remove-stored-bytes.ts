import type { FileStorage } from '../../platform/file-storage/file-storage';

/**
 * Removes the bytes of files whose rows a committed change deleted. A failure here leaves a file
 * no row names, which the file sweep removes, so the change the caller made still stands.
 */
export async function removeStoredBytes(storage: FileStorage, storageKeys: string[]): Promise<void> {
  await Promise.allSettled(storageKeys.map((key) => storage.remove(key)));
}
