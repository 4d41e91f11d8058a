import { integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { createdAt, updatedAt } from './columns';
import { sameAuthorityUserKey } from './web-users';

/** A user's named, saved case-list filter; `filter` holds the contract's filter object as sent. */
export const bookmarkFilters = pgTable(
  'bookmark_filters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    webUserId: integer().notNull(),
    name: text().notNull(),
    filter: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    sameAuthorityUserKey('bookmark_filters_web_user_fk', table.authorityId, table.webUserId),
    unique('bookmark_filters_web_user_id_name_key').on(table.webUserId, table.name),
  ],
);
