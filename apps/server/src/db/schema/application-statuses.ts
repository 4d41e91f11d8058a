import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The status master: fixed ids from the contract's APPLICATION_STATUSES, written by seedStatusMaster. */
export const applicationStatusMaster = pgTable(
  'application_status_master',
  {
    id: integer().primaryKey(),
    code: text().notNull(),
    name: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (table) => [uniqueIndex('application_status_master_code_key').on(table.code)],
);
