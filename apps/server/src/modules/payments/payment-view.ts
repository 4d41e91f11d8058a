import type { CasePayments, Payment, PaymentTotals } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { mayWriteCases } from '../cases';
import { fileAnswerOf } from '../files';
import type { PaymentRow } from './payment-repository';

/** What a case's payments come to: each stage's sum, and what is left to request. */
export function totalsOf(approvedTotalPence: number, rows: readonly PaymentRow[]): PaymentTotals {
  const sumOf = (state: PaymentRow['state']) =>
    rows.filter((row) => row.state === state).reduce((sum, row) => sum + row.amountPence, 0);
  const requestedPence = sumOf('REQUESTED');
  const authorisedPence = sumOf('AUTHORISED');
  const paidPence = sumOf('PAID');
  return {
    approvedTotalPence,
    requestedPence,
    authorisedPence,
    paidPence,
    leftPence: approvedTotalPence - requestedPence - authorisedPence - paidPence,
  };
}

/** A final payment stands (requested, authorised or paid): nothing more is paid on the case. */
export const hasFinalPayment = (rows: readonly PaymentRow[]) =>
  rows.some((row) => row.kind === 'FINAL' && row.state !== 'REJECTED');

/** Who did something and when, once they have (the two are set together). */
function personAt(name: string | null, moment: Date | null) {
  return name === null || moment === null ? null : { name, at: moment.toISOString() };
}

function rejectedOf(row: PaymentRow): Payment['rejected'] {
  const rejected = personAt(row.rejectedByName, row.rejectedAt);
  return rejected && row.rejectionReason !== null ? { ...rejected, reason: row.rejectionReason } : null;
}

function paidOf(row: PaymentRow): Payment['paid'] {
  const paid = personAt(row.paidByName, row.paidAt);
  if (!paid || row.paidOn === null || row.financeReference === null) return null;
  return { ...paid, paidOn: row.paidOn, financeReference: row.financeReference };
}

export function toPayment(row: PaymentRow, caller: Caller): Payment {
  return {
    id: row.id,
    kind: row.kind,
    amountPence: row.amountPence,
    payee: row.payee,
    payeeName: row.payeeName,
    invoiceReference: row.invoiceReference,
    certifiedOn: row.certifiedOn,
    note: row.note,
    invoiceFile: fileAnswerOf(row),
    state: row.state,
    requested: {
      name: row.requestedByName,
      at: row.requestedAt.toISOString(),
      byCaller: row.requestedById === caller.webUserId,
    },
    authorised: personAt(row.authorisedByName, row.authorisedAt),
    rejected: rejectedOf(row),
    paid: paidOf(row),
    version: row.version,
  };
}

/** Everything read about a case's payments, for its answer. */
export type PaymentsReading = {
  caseId: number;
  /** Null until the grant is approved. */
  approvedTotalPence: number | null;
  rows: readonly PaymentRow[];
  /** Whether the caller may authorise payments (their role, and the authority's setting). */
  mayAuthorise: boolean;
};

/** A case's payments as the API answers them, with what this caller may do with them. */
export function toCasePayments(reading: PaymentsReading, caller: Caller): CasePayments {
  const { approvedTotalPence, rows } = reading;
  const approved = approvedTotalPence !== null;
  return {
    caseId: reading.caseId,
    totals: approved ? totalsOf(approvedTotalPence, rows) : null,
    payments: rows.map((row) => toPayment(row, caller)),
    can: {
      request: mayWriteCases(caller) && approved && !hasFinalPayment(rows),
      authorise: reading.mayAuthorise,
      markPaid: mayWriteCases(caller),
    },
  };
}
