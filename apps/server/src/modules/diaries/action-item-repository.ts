import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionItems, cases, files } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';

/** The columns of an item the API shows, with its file's; picked so a new column never leaks. */
const itemColumns = {
  id: actionItems.id,
  diaryId: actionItems.diaryId,
  caseId: actionItems.caseId,
  kind: actionItems.kind,
  fromApplicant: actionItems.fromApplicant,
  prefix: actionItems.prefix,
  description: actionItems.description,
  scheduledAt: actionItems.scheduledAt,
  sharedWithApplicant: actionItems.sharedWithApplicant,
  isCompleted: actionItems.isCompleted,
  completedAt: actionItems.completedAt,
  textBody: actionItems.textBody,
  fileId: actionItems.fileId,
  createdAt: actionItems.createdAt,
  updatedAt: actionItems.updatedAt,
  version: actionItems.version,
  fileName: files.originalName,
  fileSizeBytes: files.sizeBytes,
  fileContentType: files.contentType,
  fileSha256: files.sha256,
  fileStorageKey: files.storageKey,
  fileScanStatus: files.scanStatus,
};

export type ActionItemRow = Awaited<ReturnType<typeof findItemsOfDiaries>>[number];

export type StoredItemFields = Pick<
  typeof actionItems.$inferInsert,
  'prefix' | 'description' | 'scheduledAt' | 'sharedWithApplicant'
>;

const itsFile = and(eq(files.authorityId, actionItems.authorityId), eq(files.id, actionItems.fileId));

/** An item by id, on a case within the scope; outside it, it is not found. */
export async function findItem(
  db: Executor,
  id: number,
  scope: CaseScope,
  options: { forUpdate?: boolean } = {},
): Promise<ActionItemRow | undefined> {
  const query = db
    .select(itemColumns)
    .from(actionItems)
    .innerJoin(cases, and(eq(cases.authorityId, actionItems.authorityId), eq(cases.id, actionItems.caseId)))
    .leftJoin(files, itsFile)
    .where(and(caseInScope(scope), eq(actionItems.id, id)));
  const [row] = options.forUpdate ? await query.for('update', { of: actionItems }) : await query;
  return row;
}

/** The items of diaries the caller has found in scope, in date order. */
export async function findItemsOfDiaries(db: Executor, authorityId: number, diaryIds: number[]) {
  if (diaryIds.length === 0) return [];
  return db
    .select(itemColumns)
    .from(actionItems)
    .leftJoin(files, itsFile)
    .where(and(eq(actionItems.authorityId, authorityId), inArray(actionItems.diaryId, diaryIds)))
    .orderBy(asc(actionItems.scheduledAt), asc(actionItems.id));
}

export type NewActionItem = StoredItemFields &
  Pick<
    typeof actionItems.$inferInsert,
    'authorityId' | 'diaryId' | 'caseId' | 'kind' | 'textBody' | 'fileId' | 'createdById' | 'fromApplicant'
  >;

export async function insertItem(tx: Executor, values: NewActionItem): Promise<number> {
  const [row] = await tx.insert(actionItems).values(values).returning({ id: actionItems.id });
  if (!row) throw new Error('The action item could not be stored.');
  return row.id;
}

/** Updates an item and bumps its version. */
export async function updateItemRow(
  tx: Executor,
  id: number,
  changes: Partial<StoredItemFields> &
    Partial<Pick<typeof actionItems.$inferInsert, 'textBody' | 'isCompleted' | 'completedAt'>>,
): Promise<void> {
  await tx
    .update(actionItems)
    .set({ ...changes, version: sql`${actionItems.version} + 1` })
    .where(eq(actionItems.id, id));
}

export async function deleteItemRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(actionItems).where(eq(actionItems.id, id));
}

/** An item's file as its row holds it (the file's columns are null for a text item). */
export function storedFileOf(row: ActionItemRow) {
  const { fileName, fileSizeBytes, fileContentType, fileSha256, fileStorageKey, fileScanStatus } = row;
  if (fileName === null || fileSizeBytes === null || fileContentType === null) return null;
  if (fileSha256 === null || fileStorageKey === null || fileScanStatus === null) return null;
  return {
    name: fileName,
    sizeBytes: fileSizeBytes,
    contentType: fileContentType,
    sha256: fileSha256,
    storageKey: fileStorageKey,
    scanStatus: fileScanStatus,
  };
}
