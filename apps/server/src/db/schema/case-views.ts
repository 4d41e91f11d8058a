import { CASE_VIEW_KINDS } from '@casekeeper/contract';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { isOneOf, timestampTz } from './columns';
import { webUsers } from './web-users';

/**
 * One look at a case: a view, a download of one of its files, or an export that included it, by
 * whom (and the platform admin behind them while impersonating). Kept for its own retention
 * period, not the case's.
 */
export const caseViews = pgTable(
  'case_views',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    impersonatorId: integer().references(() => webUsers.id, { onDelete: 'set null' }),
    kind: text({ enum: CASE_VIEW_KINDS }).notNull(),
    /** The file downloaded, for FILE_DOWNLOAD. */
    fileId: uuid(),
    occurredAt: timestampTz().notNull().defaultNow(),
  },
  (table) => [
    caseKey('case_views_case_fk', table.authorityId, table.caseId),
    check('case_views_kind_check', isOneOf(table.kind, CASE_VIEW_KINDS)),
    index('case_views_case_idx').on(table.authorityId, table.caseId, table.occurredAt.desc()),
    index('case_views_occurred_at_idx').on(table.occurredAt),
  ],
);
