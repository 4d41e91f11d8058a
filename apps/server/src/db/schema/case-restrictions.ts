import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt } from './columns';
import { sameAuthorityUserKey, webUserIdColumn } from './web-users';

/**
 * The people a restricted case is restricted to (cases.restricted): only they, of its authority,
 * reach it. Changes are audited on the case.
 */
export const caseRestrictions = pgTable(
  'case_restrictions',
  {
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    webUserId: integer().notNull(),
    addedById: webUserIdColumn(),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.caseId, table.webUserId] }),
    caseKey('case_restrictions_case_fk', table.authorityId, table.caseId),
    sameAuthorityUserKey('case_restrictions_user_fk', table.authorityId, table.webUserId),
    index('case_restrictions_user_idx').on(table.webUserId),
  ],
);
