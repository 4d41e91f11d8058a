import { DISPOSAL_BATCH_STATES, DISPOSAL_KEEP_REASONS, DISPOSAL_REVIEW_STATES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, isOneOf, timestampTz } from './columns';
import { webUsers } from './web-users';

/**
 * A case that has reached the end of its retention period, put in its authority's disposal review
 * by the nightly job: waiting for an ADMIN's decision, kept until a date with a reason (then back
 * in the review), or disposed. One row per case.
 */
export const disposalReviews = pgTable(
  'disposal_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    /** The day its retention period ran out (the case's end plus the schedule's years). */
    dueOn: date({ mode: 'string' }).notNull(),
    state: text({ enum: DISPOSAL_REVIEW_STATES }).notNull().default('PENDING'),
    keepReason: text({ enum: DISPOSAL_KEEP_REASONS }),
    keepNote: text(),
    keptUntil: date({ mode: 'string' }),
    decidedById: integer().references(() => webUsers.id),
    decidedAt: timestampTz(),
    /** The bulk disposal that took it, if one did. */
    batchId: integer().references(() => disposalBatches.id),
    createdAt: createdAt(),
  },
  (table) => [
    caseKey('disposal_reviews_case_fk', table.authorityId, table.caseId),
    uniqueIndex('disposal_reviews_case_key').on(table.caseId),
    check('disposal_reviews_state_check', isOneOf(table.state, DISPOSAL_REVIEW_STATES)),
    check('disposal_reviews_keep_reason_check', isOneOf(table.keepReason, DISPOSAL_KEEP_REASONS)),
    check(
      'disposal_reviews_kept_check',
      sql`(${table.state} = 'KEPT') = (${table.keptUntil} is not null and ${table.keepReason} is not null)`,
    ),
    index('disposal_reviews_authority_idx').on(table.authorityId, table.state, table.dueOn),
  ],
);

/** A bulk disposal an ADMIN started, run by a job, whose progress the review shows. */
export const disposalBatches = pgTable(
  'disposal_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    requestedById: integer()
      .notNull()
      .references(() => webUsers.id),
    caseCount: integer().notNull(),
    disposedCount: integer().notNull().default(0),
    state: text({ enum: DISPOSAL_BATCH_STATES }).notNull().default('RUNNING'),
    createdAt: createdAt(),
    finishedAt: timestampTz(),
  },
  (table) => [
    check('disposal_batches_state_check', isOneOf(table.state, DISPOSAL_BATCH_STATES)),
    index('disposal_batches_authority_idx').on(table.authorityId, table.createdAt.desc()),
  ],
);
