import type { CasePayments, Payment, PaymentToAuthorise } from '@casekeeper/contract';

/** A case's payments as GET /case/{caseId}/payments answers them before the grant is approved. */
export function samplePayments(overrides: Partial<CasePayments> = {}): CasePayments {
  return {
    caseId: 41,
    totals: null,
    payments: [],
    can: { request: false, authorise: false, markPaid: false },
    ...overrides,
  };
}

/** An interim payment to the contractor, awaiting authorisation, requested by someone else. */
export function samplePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 701,
    kind: 'INTERIM',
    amountPence: 250_000,
    payee: 'CONTRACTOR',
    payeeName: 'Ambridge Builders',
    invoiceReference: 'INV-2026-0412',
    certifiedOn: '2026-11-20',
    note: null,
    invoiceFile: null,
    state: 'REQUESTED',
    requested: { name: 'Sam Officer', at: '2026-11-24T10:00:00.000Z', byCaller: false },
    authorised: null,
    rejected: null,
    paid: null,
    version: 1,
    ...overrides,
  };
}

/** A payment on the "Payments to authorise" list, with the case it is for. */
export function sampleToAuthorise(overrides: Partial<PaymentToAuthorise> = {}): PaymentToAuthorise {
  return {
    caseId: 41,
    caseNumber: 'DFG-2026-0041',
    clientName: 'Joan Archer',
    payment: samplePayment(),
    ...overrides,
  };
}
