import { foreignKey, index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { applicationStatusMaster } from './application-statuses';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt } from './columns';
import { webUserIdColumn } from './web-users';

const statusKey = (name: string, statusId: AnyPgColumn) =>
  foreignKey({ name, columns: [statusId], foreignColumns: [applicationStatusMaster.id] });

/** Every status a case has moved through: who, when, from, to and why. */
export const caseStatusHistory = pgTable(
  'case_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    /** Null for the status a case was created in. */
    fromStatusId: integer(),
    toStatusId: integer().notNull(),
    changedById: webUserIdColumn(),
    changedAt: createdAt(),
    note: text(),
  },
  (table) => [
    caseKey('case_status_history_case_fk', table.authorityId, table.caseId),
    // Named here: the generated names pass PostgreSQL's 63-character limit.
    statusKey('case_status_history_from_status_fk', table.fromStatusId),
    statusKey('case_status_history_to_status_fk', table.toStatusId),
    index('case_status_history_case_idx').on(table.authorityId, table.caseId, table.changedAt),
  ],
);
