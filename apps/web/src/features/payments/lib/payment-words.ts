import { PAYEE_WORDS, type Payment } from '@casekeeper/contract';
import { formatDate, formatIsoDay } from '@/lib/format-date';
import { formatPence } from '@/lib/money';

/** What a list says once its payments, changed meanwhile by someone else, have been read again. */
export const PAYMENTS_READ_AGAIN =
  'Someone else changed these payments meanwhile. They are shown as they are now: check them, then try again.';

/** Who is paid, by name and as what: "Ambridge Builders (the contractor)". */
export function payeeWords(payment: Pick<Payment, 'payee' | 'payeeName'>): string {
  return `${payment.payeeName} (${PAYEE_WORDS[payment.payee].toLowerCase()})`;
}

/** A payment in a few words, for a dialog's title or a button's name: "£2,500.00 to Ambridge Builders". */
export function paymentInWords(payment: Pick<Payment, 'amountPence' | 'payeeName'>): string {
  return `${formatPence(payment.amountPence)} to ${payment.payeeName}`;
}

/** Who did what to the payment and when, a line each, oldest first. */
export function paymentHistory(payment: Payment): string[] {
  const { requested, authorised, rejected, paid } = payment;
  return [
    `Requested by ${requested.byCaller ? 'you' : requested.name} on ${formatDate(requested.at)}`,
    ...(authorised ? [`Authorised by ${authorised.name} on ${formatDate(authorised.at)}`] : []),
    ...(rejected ? [`Rejected by ${rejected.name} on ${formatDate(rejected.at)}: ${rejected.reason}`] : []),
    ...(paid
      ? [
          `Paid on ${formatIsoDay(paid.paidOn)}, finance reference ${paid.financeReference} (recorded by ${paid.name} on ${formatDate(paid.at)})`,
        ]
      : []),
  ];
}
