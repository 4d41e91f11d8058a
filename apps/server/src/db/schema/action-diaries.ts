import { ACTION_ITEM_KINDS, ACTION_TYPES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, isOneOf, timestampTz, updatedAt, version } from './columns';
import { files } from './files';
import { webUserIdColumn, webUsers } from './web-users';

/**
 * A diary on a case; a case has many. Deleting one deletes its items and their files: the audit
 * log keeps what they were. Its unique key also serves as the index of a case's diaries.
 */
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
    /**
     * The officer the item's case is assigned to, null when nobody or the case is deleted: kept
     * by triggers (migration 0016) so that an officer's alarms are one index read.
     */
    assignedOfficerId: integer(),
    /**
     * Whether that officer has dismissed the item (a row of action_item_dismissals): kept by
     * triggers (migration 0021), so that an officer's alarms are index ranges with no anti-join.
     */
    dismissedByOfficer: boolean().notNull().default(false),
    prefix: text({ enum: ACTION_TYPES }).notNull(),
    description: text().notNull(),
    scheduledAt: timestampTz().notNull(),
    isCompleted: boolean().notNull().default(false),
    completedAt: timestampTz(),
    /** Shown to the case's applicant in the portal (a visit they should know of); off unless chosen. */
    sharedWithApplicant: boolean().notNull().default(false),
    kind: text({ enum: ACTION_ITEM_KINDS }).notNull(),
    /**
     * Sent by the applicant from the portal (issue 39): no task, so never overdue; new until an
     * officer has seen it (which completes it), and never changed or deleted by staff.
     */
    fromApplicant: boolean().notNull().default(false),
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
    // Target of the dismissals' key.
    unique('action_items_authority_id_id_key').on(table.authorityId, table.id),
    check('action_items_prefix_check', isOneOf(table.prefix, ACTION_TYPES)),
    check('action_items_kind_check', isOneOf(table.kind, ACTION_ITEM_KINDS)),
    check(
      'action_items_body_matches_kind',
      sql`(${table.kind} = 'TEXT' and ${table.textBody} is not null and ${table.fileId} is null)
        or (${table.kind} = 'FILE' and ${table.fileId} is not null and ${table.textBody} is null)`,
    ),
    // A diary's items in date order.
    index('action_items_diary_idx').on(table.authorityId, table.diaryId, table.scheduledAt),
    // A case's items: its caseload figures, and the officer triggers' updates.
    index('action_items_case_idx').on(table.authorityId, table.caseId, table.scheduledAt),
    index('action_items_file_idx').on(table.fileId),
    // An officer's alarms (open items they have not dismissed) by time, read forwards (upcoming)
    // or backwards (past) in the lists' order, the applicant's apart (new); the counts are
    // index-only range counts, the case id there for leaving out cases restricted to others.
    index('action_items_officer_open_idx')
      .on(
        table.authorityId,
        table.assignedOfficerId,
        table.fromApplicant,
        table.scheduledAt,
        table.id,
        table.caseId,
      )
      .where(
        sql`not ${table.isCompleted} and ${table.assignedOfficerId} is not null and not ${table.dismissedByOfficer}`,
      ),
  ],
);

/** An alarm a user has dismissed: it stays an open item, but leaves their alarm lists. */
export const actionItemDismissals = pgTable(
  'action_item_dismissals',
  {
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    actionItemId: integer().notNull(),
    authorityId: authorityIdColumn(),
    dismissedAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'action_item_dismissals_pkey', columns: [table.webUserId, table.actionItemId] }),
    foreignKey({
      name: 'action_item_dismissals_item_fk',
      columns: [table.authorityId, table.actionItemId],
      foreignColumns: [actionItems.authorityId, actionItems.id],
    }).onDelete('cascade'),
  ],
);
