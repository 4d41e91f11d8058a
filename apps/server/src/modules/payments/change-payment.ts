import { STALE_RECORD_MESSAGE, type AuditAction, type CasePayments } from '@casekeeper/contract';
import type { Database, Transaction } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict } from '../../platform/errors/app-error';
import {
  assertMayWriteCases,
  caseNotFound,
  caseScopeOf,
  findCase,
  type CaseRow,
  type CaseScope,
} from '../cases';
import { deleteStoredFiles, removeStoredBytes, type UploadDeps } from '../files';
import { paymentNotFound } from './not-found';
import {
  findPayment,
  updatePaymentRow,
  type PaymentChanges,
  type PaymentKey,
  type PaymentRow,
} from './payment-repository';
import { readPayments } from './read-payments';

/** An invoice's file is kept in file storage, its row awaiting the virus scanner (UploadDeps). */
export type PaymentDeps = { db: Database } & UploadDeps;

/** A change names the case, the payment and the payment's version its maker read. */
export type PaymentChangeInput = ChangeInput<{ caseId: number; id: number; version: number }>;

/** What a change works on: the case, and the payment's row locked as it was before the change. */
export type PaymentChangeContext = { tx: Transaction; key: PaymentKey; found: CaseRow; payment: PaymentRow };

export type PaymentChangeOutcome = {
  /** What the change sets on the payment, besides its version. */
  changes: PaymentChanges;
  /** What the audit row keeps of the change, besides the payment's state and version. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Files the payment no longer names: their rows go with the change, their bytes once it commits. */
  replacedFileIds?: string[];
};

export type PaymentChange = {
  action: AuditAction;
  /** The cases the caller reaches for this change. */
  scopeOf(caller: Caller): CaseScope;
  /** Refusals of who the caller is (403), made before the version is looked at. */
  guard?(context: PaymentChangeContext): Promise<void> | void;
  apply(context: PaymentChangeContext): Promise<PaymentChangeOutcome>;
  /** What follows the change once saved, in its transaction (the officer's alarm). */
  saved?(context: PaymentChangeContext): Promise<void>;
};

/** Those who may change cases, on the cases they reach: the requester's and payer's side. */
export function writerScopeOf(caller: Caller): CaseScope {
  assertMayWriteCases(caller);
  return caseScopeOf(caller);
}

/**
 * Makes one change to a payment in one transaction: the case within the caller's reach (else a
 * 404), the payment's row locked (of two changes at once, the second waits and finds the version
 * moved on: a 409 with the payments as they are now), the change, the version bumped and the
 * audit row written with what changed. Answers the case's payments as saved.
 */
export async function changePayment(
  deps: PaymentDeps,
  input: PaymentChangeInput,
  change: PaymentChange,
): Promise<CasePayments> {
  const { caller } = input;
  const scope = change.scopeOf(caller);
  let removedFiles: string[] = [];

  const answer = await deps.db.transaction(async (tx) => {
    const found = await findCase(tx, input.caseId, scope);
    if (!found) throw caseNotFound();
    const key = { authorityId: scope.authorityId, caseId: found.id };
    const payment = await findPayment(tx, key, input.id, { forUpdate: true });
    if (!payment) throw paymentNotFound();
    const context = { tx, key, found, payment };
    await change.guard?.(context);
    if (payment.version !== input.version) {
      throw conflict(STALE_RECORD_MESSAGE, await readPayments(tx, key, caller));
    }
    const outcome = await change.apply(context);
    await updatePaymentRow(tx, key, payment.id, outcome.changes);
    removedFiles = await deleteStoredFiles(tx, key.authorityId, outcome.replacedFileIds ?? []);
    const saved = await findPayment(tx, key, payment.id);
    if (!saved) throw new Error('The payment could not be read back.');
    await change.saved?.({ ...context, payment: saved });
    await auditChange(tx, input, change.action, found.id, {
      authorityId: key.authorityId,
      before: {
        ...outcome.before,
        paymentId: payment.id,
        amountPence: payment.amountPence,
        state: payment.state,
        version: payment.version,
      },
      after: { ...outcome.after, paymentId: payment.id, state: saved.state, version: saved.version },
    });
    return readPayments(tx, key, caller);
  });
  await removeStoredBytes(deps.fileStorage, removedFiles);
  return answer;
}
