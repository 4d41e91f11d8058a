import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { authorityKeys } from './authorities';
import { isActiveFlag, optionalAddress, recordLifecycle } from './columns';

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
    ...optionalAddress(),
    trades: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: isActiveFlag(),
    ...recordLifecycle(),
  },
  (table) => [
    ...authorityKeys('contractors', table.authorityId, table.id),
    index('contractors_authority_id_company_name_idx').on(table.authorityId, table.companyName),
  ],
);
