import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { createdAt, updatedAt, version } from './columns';
import { webUserIdColumn } from './web-users';

/** An authority's DFG allocation for a financial year (named by the year it starts in: 2026 is 2026/27). */
export const authorityAllocations = pgTable(
  'authority_allocations',
  {
    authorityId: authorityIdColumn(),
    financialYear: integer().notNull(),
    allocationPence: bigint({ mode: 'number' }).notNull(),
    updatedById: webUserIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Guards the allocation and its changes together. */
    version: version(),
  },
  (table) => [
    primaryKey({ name: 'authority_allocations_pkey', columns: [table.authorityId, table.financialYear] }),
    check('authority_allocations_pence_check', sql`${table.allocationPence} >= 0`),
  ],
);

/** An in-year change of an allocation, more or less, with why and when. */
export const authorityAllocationChanges = pgTable(
  'authority_allocation_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    financialYear: integer().notNull(),
    amountPence: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull(),
    changedOn: date({ mode: 'string' }).notNull(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'authority_allocation_changes_allocation_fk',
      columns: [table.authorityId, table.financialYear],
      foreignColumns: [authorityAllocations.authorityId, authorityAllocations.financialYear],
    }),
    check('authority_allocation_changes_amount_check', sql`${table.amountPence} <> 0`),
    index('authority_allocation_changes_year_idx').on(table.authorityId, table.financialYear),
  ],
);
