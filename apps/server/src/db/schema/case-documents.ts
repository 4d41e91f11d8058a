import { CASE_DOCUMENT_TYPES } from '@casekeeper/contract';
import { check, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actionDiaries } from './action-diaries';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, isOneOf } from './columns';
import { files } from './files';
import { webUserIdColumn } from './web-users';

/**
 * A document staff filed on a case (issue 39): a file with a type and a name, optionally beside
 * one of the case's diaries, and no due date, so never an alarm. Its file is a row of `files`,
 * scanned as every upload is; deleting the document deletes that row, and the audit log keeps
 * what it was.
 */
export const caseDocuments = pgTable(
  'case_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    type: text({ enum: CASE_DOCUMENT_TYPES }).notNull(),
    name: text().notNull(),
    /** The diary it is filed beside; deleting that diary unlinks it first (modules/diaries). */
    diaryId: integer(),
    fileId: uuid().notNull(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    caseKey('case_documents_case_fk', table.authorityId, table.caseId),
    // A diary of the same case, whatever the code above does.
    foreignKey({
      name: 'case_documents_diary_fk',
      columns: [table.authorityId, table.caseId, table.diaryId],
      foreignColumns: [actionDiaries.authorityId, actionDiaries.caseId, actionDiaries.id],
    }),
    foreignKey({
      name: 'case_documents_file_fk',
      columns: [table.authorityId, table.fileId],
      foreignColumns: [files.authorityId, files.id],
    }),
    check('case_documents_type_check', isOneOf(table.type, CASE_DOCUMENT_TYPES)),
    // A case's documents, newest first.
    index('case_documents_case_idx').on(table.authorityId, table.caseId, table.createdAt),
    index('case_documents_file_idx').on(table.fileId),
  ],
);
