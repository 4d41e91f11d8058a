import { ACTION_TYPES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, deletedAt, isOneOf, timestampTz, updatedAt, version } from './columns';
import { files } from './files';
import { webUserIdColumn } from './web-users';

/** What an action item carries: a text note or one file. */
export const ACTION_ITEM_KINDS = ['TEXT', 'FILE'] as const;
export type ActionItemKind = (typeof ACTION_ITEM_KINDS)[number];

/** A diary on a case; a case has many. */
export const actionDiaries = pgTable(
  'action_diaries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    title: text().notNull(),
    description: text(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (table) => [
    caseKey('action_diaries_case_fk', table.authorityId, table.caseId),
    // Target of action_items' key, which also pins an item's case to its diary's case.
    unique('action_diaries_authority_case_id_key').on(table.authorityId, table.caseId, table.id),
  ],
);

/** A scheduled action on a diary; its alarm reads "{prefix} - {description}". */
export const actionItems = pgTable(
  'action_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    diaryId: integer().notNull(),
    /** The diary's case, copied so alarms find items by case without a join. */
    caseId: integer().notNull(),
    prefix: text({ enum: ACTION_TYPES }).notNull(),
    description: text().notNull(),
    scheduledAt: timestampTz().notNull(),
    isCompleted: boolean().notNull().default(false),
    completedAt: timestampTz(),
    dismissedAt: timestampTz(),
    kind: text({ enum: ACTION_ITEM_KINDS }).notNull(),
    textBody: text(),
    fileId: uuid(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    foreignKey({
      name: 'action_items_diary_fk',
      columns: [table.authorityId, table.caseId, table.diaryId],
      foreignColumns: [actionDiaries.authorityId, actionDiaries.caseId, actionDiaries.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'action_items_file_fk',
      columns: [table.authorityId, table.fileId],
      foreignColumns: [files.authorityId, files.id],
    }),
    check('action_items_prefix_check', isOneOf(table.prefix, ACTION_TYPES)),
    check('action_items_kind_check', isOneOf(table.kind, ACTION_ITEM_KINDS)),
    check(
      'action_items_body_matches_kind',
      sql`(${table.kind} = 'TEXT' and ${table.textBody} is not null and ${table.fileId} is null)
        or (${table.kind} = 'FILE' and ${table.fileId} is not null and ${table.textBody} is null)`,
    ),
    index('action_items_diary_idx').on(table.authorityId, table.diaryId, table.scheduledAt),
    index('action_items_file_idx').on(table.fileId),
    // Alarms: open items of a case, by time.
    index('action_items_alarm_idx')
      .on(table.caseId, table.scheduledAt)
      .where(sql`not ${table.isCompleted} and ${table.dismissedAt} is null`),
  ],
);
