import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, updatedAt, version } from './columns';

/** A council or agency: the tenant every other record belongs to. */
export const authorities = pgTable(
  'authorities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** 2–8 capitals; the prefix of the authority's case numbers, so never reused. */
    shortCode: text().notNull(),
    addressLine1: text(),
    addressLine2: text(),
    addressLine3: text(),
    town: text(),
    postCode: text(),
    contactEmail: text(),
    contactPhone: text(),
    isActive: boolean().notNull().default(true),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('authorities_short_code_key').on(table.shortCode),
    check('authorities_short_code_format', sql`${table.shortCode} ~ '^[A-Z]{2,8}$'`),
  ],
);
