import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseDocuments, cases, files } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';
import { recordFileColumns, recordFileJoin, storedFileOf } from '../files';

const documentColumns = {
  id: caseDocuments.id,
  caseId: caseDocuments.caseId,
  type: caseDocuments.type,
  name: caseDocuments.name,
  diaryId: caseDocuments.diaryId,
  fileId: caseDocuments.fileId,
  createdById: caseDocuments.createdById,
  createdAt: caseDocuments.createdAt,
  ...recordFileColumns,
};

export type CaseDocumentRow = NonNullable<Awaited<ReturnType<typeof findCaseDocument>>>;

/** A document on the case, within the scope; outside it, or on another case, it is not found. */
export async function findCaseDocument(
  db: Executor,
  key: { caseId: number; documentId: number },
  scope: CaseScope,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(documentColumns)
    .from(caseDocuments)
    .innerJoin(
      cases,
      and(eq(cases.authorityId, caseDocuments.authorityId), eq(cases.id, caseDocuments.caseId)),
    )
    .innerJoin(files, recordFileJoin(caseDocuments))
    .where(
      and(caseInScope(scope), eq(caseDocuments.id, key.documentId), eq(caseDocuments.caseId, key.caseId)),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: caseDocuments }) : await query;
  return row;
}

/** The document's file, for sending. */
export const documentFileOf = (row: CaseDocumentRow) => storedFileOf({ ...row, fileId: row.fileId });

export async function insertCaseDocument(
  tx: Executor,
  values: typeof caseDocuments.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(caseDocuments).values(values).returning({ id: caseDocuments.id });
  if (!row) throw new Error('The document could not be stored.');
  return row.id;
}

export async function deleteCaseDocumentRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(caseDocuments).where(eq(caseDocuments.id, id));
}
