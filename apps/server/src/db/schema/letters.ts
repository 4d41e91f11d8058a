import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { authorities, authorityIdColumn } from './authorities';
import { createdAt, updatedAt, version } from './columns';
import { webUsers } from './web-users';

/**
 * An authority's letter template (docs/letters.md): a title and a body with merge fields from the
 * contract's catalogue. Deleting one removes the row; the letters sent from it stay on their cases
 * and the audit log keeps what it said.
 */
export const letterTemplates = pgTable(
  'letter_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    title: text().notNull(),
    body: text().notNull(),
    /** Null for the templates seeded with the authority. */
    updatedById: integer().references(() => webUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('letter_templates_authority_idx').on(table.authorityId, table.title),
    check('letter_templates_title_check', sql`length(${table.title}) between 1 and 120`),
  ],
);

/**
 * What an authority prints at the head of its letters: set once by an ADMIN. Until then there is
 * no row, and letters use the authority's own name, address and contact details.
 */
export const authorityLetterheads = pgTable('authority_letterheads', {
  authorityId: integer()
    .primaryKey()
    .references(() => authorities.id),
  name: text().notNull(),
  /** Printed one per line under the name. */
  addressLines: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  phone: text().notNull().default(''),
  email: text().notNull().default(''),
  footer: text().notNull().default(''),
  updatedById: integer()
    .notNull()
    .references(() => webUsers.id),
  updatedAt: updatedAt(),
  version: version(),
});
