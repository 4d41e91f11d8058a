import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';

export type NewStoredFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt'>;

/** The row of a kept file; its id is what an item points at. */
export async function insertStoredFile(tx: Executor, values: NewStoredFile): Promise<string> {
  const [row] = await tx.insert(files).values(values).returning({ id: files.id });
  if (!row) throw new Error('The file could not be recorded.');
  return row.id;
}

/** Deletes files' rows; answers their storage keys, for removing the bytes once this commits. */
export async function deleteStoredFiles(tx: Executor, authorityId: number, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(files)
    .where(and(eq(files.authorityId, authorityId), inArray(files.id, ids)))
    .returning({ storageKey: files.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Which of `storageKeys` a file row names. */
export async function findRecordedKeys(db: Executor, storageKeys: string[]): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, storageKeys));
  return new Set(rows.map((row) => row.storageKey));
}
