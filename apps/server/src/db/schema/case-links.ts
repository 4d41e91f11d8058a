import { CASE_LINK_KINDS } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, isOneOf } from './columns';
import { webUserIdColumn } from './web-users';

/**
 * A link between two cases of one authority (repeat referral, same household, same property),
 * shown on both. One row per pair, the lower case id first, so a pair is linked once whichever
 * case it was linked from. No personal data: a disposed case keeps its links. Goes with either case.
 */
export const caseLinks = pgTable(
  'case_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    /** The lower case id of the pair. */
    firstCaseId: integer().notNull(),
    /** The higher case id of the pair. */
    secondCaseId: integer().notNull(),
    kind: text({ enum: CASE_LINK_KINDS }).notNull(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    caseKey('case_links_first_case_fk', table.authorityId, table.firstCaseId),
    caseKey('case_links_second_case_fk', table.authorityId, table.secondCaseId),
    check('case_links_order_check', sql`${table.firstCaseId} < ${table.secondCaseId}`),
    check('case_links_kind_check', isOneOf(table.kind, CASE_LINK_KINDS)),
    // Also the first case's links, read by authority and case.
    unique('case_links_pair_key').on(table.authorityId, table.firstCaseId, table.secondCaseId),
    index('case_links_second_case_idx').on(table.authorityId, table.secondCaseId),
  ],
);
