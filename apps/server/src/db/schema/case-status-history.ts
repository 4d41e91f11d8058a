import { foreignKey, index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { applicationStatusMaster } from './application-statuses';
import { authorityChoices } from './authority-choices';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, timestampTz } from './columns';
import { webUserIdColumn } from './web-users';

const statusKey = (name: string, statusId: AnyPgColumn) =>
  foreignKey({ name, columns: [statusId], foreignColumns: [applicationStatusMaster.id] });

/** Every status a case has moved through: who, when it took effect and when it was recorded, from, to and why. */
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
    /**
     * When the change took effect, which clocks, charts and the export count from: the moment it
     * was recorded, or when the officer dated it back, the start of that day in London (just after
     * the case's previous change, when that was the same day).
     */
    changedAt: createdAt(),
    /** When it was recorded; null for changes recorded before effective dates (migration 0046), recorded as they took effect. */
    recordedAt: timestampTz().defaultNow(),
    note: text(),
    /** Why an application was refused: an entry of the authority's list, and the words given for it. */
    refusalReasonId: integer(),
    refusalReasonText: text(),
  },
  (table) => [
    caseKey('case_status_history_case_fk', table.authorityId, table.caseId),
    // Named here: the generated names pass PostgreSQL's 63-character limit.
    statusKey('case_status_history_from_status_fk', table.fromStatusId),
    statusKey('case_status_history_to_status_fk', table.toStatusId),
    foreignKey({
      name: 'case_status_history_refusal_reason_fk',
      columns: [table.authorityId, table.refusalReasonId],
      foreignColumns: [authorityChoices.authorityId, authorityChoices.id],
    }),
    index('case_status_history_case_idx').on(table.authorityId, table.caseId, table.changedAt),
  ],
);
