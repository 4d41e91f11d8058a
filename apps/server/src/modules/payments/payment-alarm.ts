import { ACTION_ITEM_DESCRIPTION_MAX_LENGTH, PAYMENT_ALARM } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { addNoticeItem } from '../diaries';
import { poundsOf } from '../grant';
import type { PaymentKey, PaymentRow } from './payment-repository';

/** A line no longer than an item's description may be, its end marked when cut. */
function descriptionOf(words: string): string {
  if (words.length <= ACTION_ITEM_DESCRIPTION_MAX_LENGTH) return words;
  return `${words.slice(0, ACTION_ITEM_DESCRIPTION_MAX_LENGTH - 1)}…`;
}

/**
 * Rings the case's officer's alarm about a payment just authorised or rejected: an item due now
 * in the case's Payments diary, its words in full in the note, made by whoever decided.
 */
export async function ringPaymentAlarm(
  tx: Executor,
  key: PaymentKey,
  payment: PaymentRow,
  byId: number,
): Promise<void> {
  const amount = poundsOf(payment.amountPence);
  const words =
    payment.state === 'REJECTED'
      ? PAYMENT_ALARM.rejected(amount, payment.rejectedByName ?? '', payment.rejectionReason ?? '')
      : PAYMENT_ALARM.authorised(amount, payment.authorisedByName ?? '');
  await addNoticeItem(tx, {
    ...key,
    diaryTitle: PAYMENT_ALARM.diaryTitle,
    diaryDescription: PAYMENT_ALARM.diaryDescription,
    prefix: 'Other',
    description: descriptionOf(words),
    body: { text: words },
    createdById: byId,
  });
}
