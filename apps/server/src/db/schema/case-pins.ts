import { foreignKey, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { cases } from './cases';
import { createdAt } from './columns';
import { webUsers } from './web-users';

/** A case a user pinned to the top of their case list. */
export const casePins = pgTable(
  'case_pins',
  {
    webUserId: integer().notNull(),
    caseId: integer().notNull(),
    authorityId: authorityIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.webUserId, table.caseId] }),
    foreignKey({
      name: 'case_pins_web_user_fk',
      columns: [table.authorityId, table.webUserId],
      foreignColumns: [webUsers.authorityId, webUsers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'case_pins_case_fk',
      columns: [table.authorityId, table.caseId],
      foreignColumns: [cases.authorityId, cases.id],
    }).onDelete('cascade'),
    index('case_pins_case_idx').on(table.authorityId, table.caseId),
  ],
);
