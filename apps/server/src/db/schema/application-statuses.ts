import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The status master: fixed ids from the contract's APPLICATION_STATUSES, written by seedStatusMaster. */
export const applicationStatusMaster = pgTable(
  'application_status_master',
  {
    id: integer().primaryKey(),
    code: text().notNull(),
    name: text().notNull(),
    sortOrder: integer().notNull(),
    /** Whether a case in this status is still open (contract: isOpenStatus); SQL reads it here. */
    isOpen: boolean().notNull().default(true),
  },
  (table) => [uniqueIndex('application_status_master_code_key').on(table.code)],
);
