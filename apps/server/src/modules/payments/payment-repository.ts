import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  authorities,
  caseGrants,
  casePayments,
  caseQuotes,
  cases,
  contractors,
  files,
  webUsers,
} from '../../db/schema';
import { fullName } from '../cases';
import { recordFileColumns, recordFileJoin } from '../files';
import { refreshGrantMoney } from '../grant';

/** A case's payments are found by their case, within the case's authority. */
export type PaymentKey = { authorityId: number; caseId: number };

export type NewPayment = Pick<
  typeof casePayments.$inferInsert,
  | 'kind'
  | 'amountPence'
  | 'payee'
  | 'payeeName'
  | 'invoiceReference'
  | 'certifiedOn'
  | 'note'
  | 'requestedById'
>;

/** What a change may set on a payment; its version is bumped by every change. */
export type PaymentChanges = Partial<
  Pick<
    typeof casePayments.$inferInsert,
    | 'state'
    | 'fileId'
    | 'authorisedById'
    | 'authorisedAt'
    | 'rejectedById'
    | 'rejectedAt'
    | 'rejectionReason'
    | 'paidOn'
    | 'financeReference'
    | 'paidById'
    | 'paidAt'
  >
>;

const requester = alias(webUsers, 'requester');
const authoriser = alias(webUsers, 'authoriser');
const rejecter = alias(webUsers, 'rejecter');
const payer = alias(webUsers, 'payer');

const nameOf = (user: { id: AnyColumn; firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`case when ${user.id} is null then null else ${fullName(user)} end`;

/** The columns of a payment the API shows, with who did what and its invoice; picked so a new column never leaks. */
const paymentColumns = {
  id: casePayments.id,
  caseId: casePayments.caseId,
  caseNumber: cases.caseNumber,
  clientName: sql<string>`concat_ws(' ', ${cases.clientFirstName}, ${cases.clientLastName})`,
  kind: casePayments.kind,
  amountPence: casePayments.amountPence,
  payee: casePayments.payee,
  payeeName: casePayments.payeeName,
  invoiceReference: casePayments.invoiceReference,
  certifiedOn: casePayments.certifiedOn,
  note: casePayments.note,
  state: casePayments.state,
  requestedById: casePayments.requestedById,
  requestedByName: fullName(requester),
  requestedAt: casePayments.requestedAt,
  authorisedByName: nameOf(authoriser),
  authorisedAt: casePayments.authorisedAt,
  rejectedByName: nameOf(rejecter),
  rejectedAt: casePayments.rejectedAt,
  rejectionReason: casePayments.rejectionReason,
  paidByName: nameOf(payer),
  paidAt: casePayments.paidAt,
  paidOn: casePayments.paidOn,
  financeReference: casePayments.financeReference,
  fileId: casePayments.fileId,
  ...recordFileColumns,
  version: casePayments.version,
};

const ofCase = (key: PaymentKey) =>
  and(eq(casePayments.authorityId, key.authorityId), eq(casePayments.caseId, key.caseId));

/** Payments with their case (its number and client, for lists), who did what, and their file. */
export function selectPayments(db: Executor) {
  return db
    .select(paymentColumns)
    .from(casePayments)
    .innerJoin(cases, and(eq(cases.authorityId, casePayments.authorityId), eq(cases.id, casePayments.caseId)))
    .innerJoin(requester, eq(requester.id, casePayments.requestedById))
    .leftJoin(authoriser, eq(authoriser.id, casePayments.authorisedById))
    .leftJoin(rejecter, eq(rejecter.id, casePayments.rejectedById))
    .leftJoin(payer, eq(payer.id, casePayments.paidById))
    .leftJoin(files, recordFileJoin(casePayments))
    .$dynamic();
}

export type PaymentRow = Awaited<ReturnType<typeof findPayments>>[number];

/** The case's payments, oldest request first. */
export function findPayments(db: Executor, key: PaymentKey) {
  return selectPayments(db).where(ofCase(key)).orderBy(asc(casePayments.requestedAt), asc(casePayments.id));
}

/** A payment of the case, its row locked for a change when asked; one of another case or authority is not found. */
export async function findPayment(
  db: Executor,
  key: PaymentKey,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const query = selectPayments(db).where(and(ofCase(key), eq(casePayments.id, id)));
  const [row] = options.forUpdate ? await query.for('update', { of: casePayments }) : await query;
  return row;
}

export async function insertPayment(tx: Executor, key: PaymentKey, values: NewPayment): Promise<number> {
  const [row] = await tx
    .insert(casePayments)
    .values({ ...key, ...values })
    .returning({ id: casePayments.id });
  if (!row) throw new Error('The payment could not be stored.');
  return row.id;
}

/** Saves a change on a payment and bumps its version. */
export async function updatePaymentRow(
  tx: Executor,
  key: PaymentKey,
  id: number,
  changes: PaymentChanges,
): Promise<void> {
  await tx
    .update(casePayments)
    .set({ ...changes, version: sql`${casePayments.version} + 1` })
    .where(and(ofCase(key), eq(casePayments.id, id)));
  await refreshGrantMoney(tx, key);
}

/** Whether the authority lets its read-write officers authorise payments, besides its ADMINs. */
export async function findOfficersAuthorisePayments(db: Executor, authorityId: number): Promise<boolean> {
  const [row] = await db
    .select({ officersAuthorisePayments: authorities.officersAuthorisePayments })
    .from(authorities)
    .where(eq(authorities.id, authorityId));
  return row?.officersAuthorisePayments ?? false;
}

/** Who a payment of the case would pay: the accepted quote's contractor (null: none), or the client. */
export async function findPayeeNames(db: Executor, key: PaymentKey) {
  const [row] = await db
    .select({
      contractorName: contractors.companyName,
      clientName: sql<string>`concat_ws(' ', ${cases.clientFirstName}, ${cases.clientLastName})`,
    })
    .from(cases)
    .leftJoin(caseGrants, and(eq(caseGrants.authorityId, cases.authorityId), eq(caseGrants.caseId, cases.id)))
    .leftJoin(
      caseQuotes,
      and(eq(caseQuotes.authorityId, caseGrants.authorityId), eq(caseQuotes.id, caseGrants.acceptedQuoteId)),
    )
    .leftJoin(
      contractors,
      and(eq(contractors.authorityId, caseQuotes.authorityId), eq(contractors.id, caseQuotes.contractorId)),
    )
    .where(and(eq(cases.authorityId, key.authorityId), eq(cases.id, key.caseId)));
  if (!row) throw new Error('The case of the payment was not found.');
  return row;
}
