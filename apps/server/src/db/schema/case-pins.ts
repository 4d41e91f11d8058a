import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt } from './columns';
import { sameAuthorityUserKey } from './web-users';

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
    sameAuthorityUserKey('case_pins_web_user_fk', table.authorityId, table.webUserId),
    caseKey('case_pins_case_fk', table.authorityId, table.caseId),
    index('case_pins_case_idx').on(table.authorityId, table.caseId),
  ],
);
