import { CONTRIBUTION_BASES, GRANT_STATES, VARIATION_STATES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { authorityChoices } from './authority-choices';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, isOneOf, timestampTz, updatedAt, version } from './columns';
import { contractors } from './contractors';
import { files } from './files';
import { webUserIdColumn, webUsers } from './web-users';

const day = () => date({ mode: 'string' });
const pence = () => integer();

/** An item of a case's schedule of works, in the order the officer put them. */
export const caseWorks = pgTable(
  'case_works',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    adaptationTypeId: integer().notNull(),
    description: text().notNull(),
    location: text(),
    otRecommended: boolean().notNull().default(false),
    otRecommendedOn: day(),
    position: integer().notNull(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    caseKey('case_works_case_fk', table.authorityId, table.caseId),
    foreignKey({
      name: 'case_works_adaptation_type_fk',
      columns: [table.authorityId, table.adaptationTypeId],
      foreignColumns: [authorityChoices.authorityId, authorityChoices.id],
    }),
    index('case_works_case_idx').on(table.authorityId, table.caseId, table.position),
  ],
);

/** A contractor's quote for a case's schedule of works as a whole. */
export const caseQuotes = pgTable(
  'case_quotes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    contractorId: integer().notNull(),
    amountPence: pence().notNull(),
    receivedOn: day().notNull(),
    validUntil: day(),
    notes: text(),
    estimatedWorkingDays: integer(),
    fileId: uuid(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    caseKey('case_quotes_case_fk', table.authorityId, table.caseId),
    foreignKey({
      name: 'case_quotes_contractor_fk',
      columns: [table.authorityId, table.contractorId],
      foreignColumns: [contractors.authorityId, contractors.id],
    }),
    foreignKey({
      name: 'case_quotes_file_fk',
      columns: [table.authorityId, table.fileId],
      foreignColumns: [files.authorityId, files.id],
    }),
    unique('case_quotes_authority_id_id_key').on(table.authorityId, table.id),
    check('case_quotes_amount_check', sql`${table.amountPence} > 0`),
    check(
      'case_quotes_duration_check',
      sql`${table.estimatedWorkingDays} is null or ${table.estimatedWorkingDays} > 0`,
    ),
    index('case_quotes_case_idx').on(table.authorityId, table.caseId),
    index('case_quotes_file_idx').on(table.fileId),
  ],
);

/**
 * A case's grant (docs/grant.md): where it stands, the accepted quote, the costs proposed and,
 * once approved, the figures as approved (a later change of the authority's maximum leaves them).
 * One row per case that has begun a grant; its version guards the works and quotes as well.
 */
export const caseGrants = pgTable(
  'case_grants',
  {
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    state: text({ enum: GRANT_STATES }).notNull().default('DRAFT'),
    version: version(),
    acceptedQuoteId: integer(),
    acceptedReason: text(),
    agencyFeePence: pence(),
    buildingControlFeePence: pence(),
    otherFeePence: pence(),
    otherFeeText: text(),
    contributionPence: pence(),
    contributionBasis: text({ enum: CONTRIBUTION_BASES }),
    contributionText: text(),
    topUpPence: pence(),
    topUpReason: text(),
    proposedById: integer().references(() => webUsers.id),
    proposedAt: timestampTz(),
    /** The maximum the approval was made under, and what it came to. */
    approvedMaximumPence: pence(),
    approvedQuotePence: pence(),
    approvedTotalPence: pence(),
    approvedById: integer().references(() => webUsers.id),
    approvedAt: timestampTz(),
    approvedOn: day(),
    approvalNote: text(),
    /*
     * The grant's money as its rows say it, kept by refreshGrantMoney in the transaction that
     * changes them (modules/grant/grant-money.ts), so that the Spend view sums grant rows alone:
     * approved variations' changes, payments paid, the final payment's day, and the adaptation
     * types of the works (fixed once approved, as the works are).
     */
    variationsPence: integer().notNull().default(0),
    paidPence: integer().notNull().default(0),
    finalPaidOn: day(),
    adaptationTypeIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ name: 'case_grants_pkey', columns: [table.authorityId, table.caseId] }),
    caseKey('case_grants_case_fk', table.authorityId, table.caseId),
    foreignKey({
      name: 'case_grants_accepted_quote_fk',
      columns: [table.authorityId, table.acceptedQuoteId],
      foreignColumns: [caseQuotes.authorityId, caseQuotes.id],
    }),
    check('case_grants_state_check', isOneOf(table.state, GRANT_STATES)),
    check(
      'case_grants_basis_check',
      sql`${table.contributionBasis} is null or ${isOneOf(table.contributionBasis, CONTRIBUTION_BASES)}`,
    ),
    check(
      'case_grants_pence_check',
      sql`coalesce(${table.agencyFeePence}, 0) >= 0 and coalesce(${table.buildingControlFeePence}, 0) >= 0
        and coalesce(${table.otherFeePence}, 0) >= 0 and coalesce(${table.contributionPence}, 0) >= 0
        and coalesce(${table.topUpPence}, 0) >= 0`,
    ),
    check(
      'case_grants_approval_complete',
      sql`${table.state} <> 'APPROVED' or (${table.approvedById} is not null and ${table.approvedTotalPence} is not null
        and ${table.approvedOn} is not null and ${table.acceptedQuoteId} is not null)`,
    ),
    // The list's "Awaiting approval" filter.
    index('case_grants_proposed_idx')
      .on(table.authorityId, table.caseId)
      .where(sql`${table.state} = 'PROPOSED'`),
    // The Spend view's approved and committed grants, and the case list filtered to them, read
    // from the index alone.
    index('case_grants_approved_idx')
      .on(
        table.authorityId,
        table.approvedOn,
        table.finalPaidOn,
        table.approvedTotalPence,
        table.variationsPence,
        table.paidPence,
        table.caseId,
        table.adaptationTypeIds,
      )
      .where(sql`${table.state} = 'APPROVED'`),
    // The Spend view's time from approval to final payment, by the final payment's day.
    index('case_grants_final_paid_idx')
      .on(table.authorityId, table.finalPaidOn, table.approvedOn, table.caseId)
      .where(sql`${table.state} = 'APPROVED' and ${table.finalPaidOn} is not null`),
  ],
);

/**
 * A variation of a case's approved grant: items added or removed and the change in cost. One that
 * raises the grant waits for an authority ADMIN other than its recorder (PROPOSED); one that does
 * not stands when recorded (APPROVED, with no decider).
 */
export const caseGrantVariations = pgTable(
  'case_grant_variations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    worksAdded: text(),
    worksRemoved: text(),
    costChangePence: integer().notNull(),
    reason: text().notNull(),
    fileId: uuid(),
    state: text({ enum: VARIATION_STATES }).notNull(),
    recordedById: webUserIdColumn(),
    recordedAt: timestampTz().notNull().defaultNow(),
    decidedById: integer().references(() => webUsers.id),
    decidedAt: timestampTz(),
    rejectionReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    caseKey('case_grant_variations_case_fk', table.authorityId, table.caseId),
    foreignKey({
      name: 'case_grant_variations_file_fk',
      columns: [table.authorityId, table.fileId],
      foreignColumns: [files.authorityId, files.id],
    }),
    check('case_grant_variations_state_check', isOneOf(table.state, VARIATION_STATES)),
    // Four eyes, whatever the application does: nobody decides a variation they recorded.
    check(
      'case_grant_variations_four_eyes',
      sql`${table.decidedById} is null or ${table.decidedById} <> ${table.recordedById}`,
    ),
    index('case_grant_variations_case_idx').on(table.authorityId, table.caseId),
    index('case_grant_variations_file_idx').on(table.fileId),
  ],
);
