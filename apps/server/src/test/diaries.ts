import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { actionDiaries, actionItems, files } from '../db/schema';
import type { FileStorage } from '../platform/file-storage/file-storage';

type OnCase = { authorityId: number; caseId: number; createdById: number };

/** A diary on a case, straight into the database. */
export async function createTestDiary(db: Database, on: OnCase): Promise<number> {
  const [row] = await db
    .insert(actionDiaries)
    .values({ ...on, title: 'Visits' })
    .returning({ id: actionDiaries.id });
  if (!row) throw new Error('diary not created');
  return row.id;
}

/** A PDF in storage and its row, as an upload would leave them. */
export async function createTestStoredFile(
  db: Database,
  storage: FileStorage,
  owner: { authorityId: number; uploadedById: number },
  content = '%PDF-1.4\n%%EOF\n',
): Promise<string> {
  const storageKey = await storage.keep(await storage.receive(Readable.from([Buffer.from(content)])));
  const [row] = await db
    .insert(files)
    .values({
      ...owner,
      originalName: 'plan.pdf',
      sizeBytes: Buffer.byteLength(content),
      contentType: 'application/pdf',
      sha256: createHash('sha256').update(content).digest('hex'),
      storageKey,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file not created');
  return row.id;
}

/** An open item on a diary, due in an hour: a text note, or the file given. */
export async function createTestItem(
  db: Database,
  on: OnCase & { diaryId: number; fileId?: string },
): Promise<number> {
  const { fileId, ...item } = on;
  const [row] = await db
    .insert(actionItems)
    .values({
      ...item,
      prefix: 'Call',
      description: 'Ring the client',
      scheduledAt: new Date(Date.now() + 3_600_000),
      ...(fileId ? { kind: 'FILE', fileId } : { kind: 'TEXT', textBody: 'About the visit' }),
    })
    .returning({ id: actionItems.id });
  if (!row) throw new Error('action item not created');
  return row.id;
}

/** A new diary on a case with one open text item on it. */
export async function createTestDiaryWithItem(db: Database, on: OnCase) {
  const diaryId = await createTestDiary(db, on);
  return { diaryId, itemId: await createTestItem(db, { ...on, diaryId }) };
}
