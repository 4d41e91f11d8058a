import type { ActionItem, ActionItemFields } from '@casekeeper/contract';
import type { Database, Transaction } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { withKeptUpload, type UploadDeps } from '../files';
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
export function addFileItem(
  db: Database,
  uploads: UploadDeps,
  input: ChangeInput<{ fields: NewItemFields; file: UploadedFile }>,
): Promise<ActionItem> {
  const { file, caller } = input;
  return withKeptUpload(uploads, { file, uploadedById: caller.webUserId }, (keep) =>
    addActionItem(db, input, 'FILE', async (tx, authorityId) => ({ fileId: await keep(tx, authorityId) })),
  );
}
