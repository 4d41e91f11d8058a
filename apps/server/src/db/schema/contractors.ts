import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { authorities } from './authorities';
import { createdAt, deletedAt, updatedAt, version } from './columns';

/** A firm an authority sends works to. */
export const contractors = pgTable(
  'contractors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: integer().notNull(),
    companyName: text().notNull(),
    contactName: text(),
    email: text(),
    phone: text(),
    addressLine1: text(),
    addressLine2: text(),
    addressLine3: text(),
    town: text(),
    postCode: text(),
    trades: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean().notNull().default(true),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    foreignKey({
      name: 'contractors_authority_id_fk',
      columns: [table.authorityId],
      foreignColumns: [authorities.id],
    }),
    unique('contractors_authority_id_id_key').on(table.authorityId, table.id),
    index('contractors_authority_id_company_name_idx').on(table.authorityId, table.companyName),
  ],
);
