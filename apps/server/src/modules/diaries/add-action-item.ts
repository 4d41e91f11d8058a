import type { ActionItem, ActionItemFields } from '@casekeeper/contract';
import type { Database, Transaction } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { insertStoredFile } from '../files';
import { findItem, insertItem } from './action-item-repository';
import { auditedItem, toActionItem } from './action-item-view';
import { findDiary } from './diary-repository';
import { diaryNotFound } from './not-found';

type NewItemFields = ActionItemFields & { diaryId: number };

/** What the item carries, stored within the transaction that adds it. */
type ItemBody = (tx: Transaction, authorityId: number) => Promise<{ textBody: string } | { fileId: string }>;

async function addActionItem(
  db: Database,
  input: ChangeInput<{ fields: NewItemFields }>,
  kind: 'TEXT' | 'FILE',
  storeBody: ItemBody,
): Promise<ActionItem> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  const { diaryId, prefix, description, scheduledAt, sharedWithApplicant } = input.fields;

  return db.transaction(async (tx) => {
    const diary = await findDiary(tx, diaryId, scope);
    if (!diary) throw diaryNotFound();
    const id = await insertItem(tx, {
      authorityId: scope.authorityId,
      diaryId,
      caseId: diary.caseId,
      kind,
      prefix,
      description,
      scheduledAt: new Date(scheduledAt),
      sharedWithApplicant,
      createdById: caller.webUserId,
      ...(await storeBody(tx, scope.authorityId)),
    });
    const row = await findItem(tx, id, { ...scope, officerId: null });
    if (!row) throw new Error('The new action item could not be read back.');
    await auditChange(tx, input, 'action-item.create', id, { after: auditedItem(row) });
    return toActionItem(row, caller);
  });
}

/** Adds an item with a text note to a diary the caller may change. */
export function addTextItem(
  db: Database,
  input: ChangeInput<{ fields: NewItemFields & { text: string } }>,
): Promise<ActionItem> {
  return addActionItem(db, input, 'TEXT', () => Promise.resolve({ textBody: input.fields.text }));
}

/**
 * Adds an item with an uploaded file. The file is kept (renamed from its temporary name, synced)
 * before the transaction recording it commits, and removed again if that does not commit.
 */
export async function addFileItem(
  db: Database,
  storage: FileStorage,
  input: ChangeInput<{ fields: NewItemFields; file: UploadedFile }>,
): Promise<ActionItem> {
  const { file, caller } = input;
  let storageKey: string | undefined;
  try {
    return await addActionItem(db, input, 'FILE', async (tx, authorityId) => {
      storageKey = await storage.keep(file);
      const fileId = await insertStoredFile(tx, {
        authorityId,
        originalName: file.name,
        sizeBytes: file.sizeBytes,
        contentType: file.contentType,
        sha256: file.sha256,
        storageKey,
        uploadedById: caller.webUserId,
      });
      return { fileId };
    });
  } catch (error) {
    if (storageKey) await storage.remove(storageKey);
    throw error;
  }
}
