import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file under the file store's root (kept or temporary), by its path within it, sorted. */
export async function storedPaths(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}
