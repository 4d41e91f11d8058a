import { PAYEES, PAYMENT_KINDS, PAYMENT_STATES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, isOneOf, timestampTz, updatedAt, version } from './columns';
import { files } from './files';
import { webUserIdColumn, webUsers } from './web-users';

const day = () => date({ mode: 'string' });

/**
 * A payment against a case's approved grant (docs/payments.md): requested by an officer,
 * authorised or rejected by someone else who may authorise payments, then marked paid.
 */
export const casePayments = pgTable(
  'case_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    kind: text({ enum: PAYMENT_KINDS }).notNull(),
    amountPence: integer().notNull(),
    payee: text({ enum: PAYEES }).notNull(),
    /** The contractor's or applicant's name when requested: what finance pays, kept as it was. */
    payeeName: text().notNull(),
    invoiceReference: text().notNull(),
    certifiedOn: day().notNull(),
    note: text(),
    fileId: uuid(),
    state: text({ enum: PAYMENT_STATES }).notNull().default('REQUESTED'),
    requestedById: webUserIdColumn(),
    requestedAt: timestampTz().notNull().defaultNow(),
    authorisedById: integer().references(() => webUsers.id),
    authorisedAt: timestampTz(),
    rejectedById: integer().references(() => webUsers.id),
    rejectedAt: timestampTz(),
    rejectionReason: text(),
    paidOn: day(),
    financeReference: text(),
    paidById: integer().references(() => webUsers.id),
    paidAt: timestampTz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    caseKey('case_payments_case_fk', table.authorityId, table.caseId),
    foreignKey({
      name: 'case_payments_file_fk',
      columns: [table.authorityId, table.fileId],
      foreignColumns: [files.authorityId, files.id],
    }),
    check('case_payments_kind_check', isOneOf(table.kind, PAYMENT_KINDS)),
    check('case_payments_payee_check', isOneOf(table.payee, PAYEES)),
    check('case_payments_state_check', isOneOf(table.state, PAYMENT_STATES)),
    check('case_payments_amount_check', sql`${table.amountPence} > 0`),
    // Four eyes, whatever the application does: nobody authorises or rejects their own request.
    check(
      'case_payments_four_eyes',
      sql`coalesce(${table.authorisedById}, ${table.rejectedById}) is null
        or coalesce(${table.authorisedById}, ${table.rejectedById}) <> ${table.requestedById}`,
    ),
    check(
      'case_payments_paid_complete',
      sql`${table.state} <> 'PAID' or (${table.authorisedById} is not null and ${table.paidOn} is not null
        and ${table.financeReference} is not null)`,
    ),
    index('case_payments_case_idx').on(table.authorityId, table.caseId),
    index('case_payments_file_idx').on(table.fileId),
    // The "Payments to authorise" list.
    index('case_payments_requested_idx')
      .on(table.authorityId, table.requestedAt)
      .where(sql`${table.state} = 'REQUESTED'`),
    // The Spend view's payments by day, read from the index alone.
    index('case_payments_paid_idx')
      .on(table.authorityId, table.paidOn, table.caseId, table.amountPence)
      .where(sql`${table.state} = 'PAID'`),
  ],
);
