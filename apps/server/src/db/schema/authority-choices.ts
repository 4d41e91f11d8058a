import { CHOICE_LISTS } from '@casekeeper/contract';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authorityKeys } from './authorities';
import { createdAt, isActiveFlag, isOneOf, updatedAt, version } from './columns';

/**
 * The lists an authority keeps for its forms (reasons for refusal, adaptation types), each
 * started from the contract's DEFAULT_CHOICES when the authority is made (seedAuthorityChoices).
 * A retired entry stays on the records that name it.
 */
export const authorityChoices = pgTable(
  'authority_choices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: integer().notNull(),
    list: text({ enum: CHOICE_LISTS }).notNull(),
    name: text().notNull(),
    /** Choosing it asks for the reason in words ("Other"). */
    needsText: boolean().notNull().default(false),
    isActive: isActiveFlag(),
    sortOrder: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    ...authorityKeys('authority_choices', table.authorityId, table.id),
    check('authority_choices_list_check', isOneOf(table.list, CHOICE_LISTS)),
    uniqueIndex('authority_choices_name_key').on(table.authorityId, table.list, sql`lower(${table.name})`),
    index('authority_choices_list_idx').on(table.authorityId, table.list, table.sortOrder),
  ],
);
