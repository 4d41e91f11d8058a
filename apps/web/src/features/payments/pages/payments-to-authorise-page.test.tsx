import {
  PAYMENT_DONE,
  PAYMENT_MESSAGES,
  paymentEndpoints,
  STALE_RECORD_MESSAGE,
  type PaymentsToAuthorise,
} from '@casekeeper/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { resetWindowWidth, setWindowWidth } from '@/testing/window-width';
import { PAYMENTS_READ_AGAIN } from '../lib/payment-words';
import { samplePayment, samplePayments, sampleToAuthorise } from '../testing/sample-payments';
import { showWithStore } from '../testing/show-with-store';
import { PaymentsToAuthorisePage } from './payments-to-authorise-page';

const user = userEvent.setup({ delay: null });

const FIRST = sampleToAuthorise();
const SECOND = sampleToAuthorise({
  caseId: 57,
  caseNumber: 'DFG-2026-0057',
  clientName: 'Walter Gabriel',
  payment: samplePayment({
    id: 709,
    kind: 'FINAL',
    amountPence: 1_234_56,
    payee: 'APPLICANT',
    payeeName: 'Walter Gabriel',
    invoiceReference: 'WG-9',
    version: 2,
    invoiceFile: {
      name: 'wg-9.pdf',
      sizeBytes: 700,
      contentType: 'application/pdf',
      sha256: 'ef',
      scanStatus: 'CLEAN',
    },
    requested: { name: 'Kim Officer', at: '2026-11-26T09:30:00.000Z', byCaller: false },
  }),
});

function showList(list: () => PaymentsToAuthorise) {
  answer(paymentEndpoints.toAuthorise, list);
  showWithStore(<PaymentsToAuthorisePage />);
}

const table = () => screen.findByRole('table', { name: 'Payments to authorise' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
  vi.spyOn(toast, 'success');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetWindowWidth();
});

describe('the Payments to authorise page', () => {
  it('lists each payment with its case, client, amount, payee, requester and invoice, oldest first', async () => {
    showList(() => ({ items: [FIRST, SECOND], count: 2, mayAuthorise: true }));
    const [, first, second] = within(await table()).getAllByRole('row');

    expect(first).toHaveTextContent(
      'DFG-2026-0041Joan ArcherInterim (stage) payment£2,500.00Ambridge Builders (the contractor)Sam Officer, 24/11/2026INV-2026-0412No file attached',
    );
    expect(second).toHaveTextContent(
      'DFG-2026-0057Walter GabrielFinal payment£1,234.56Walter Gabriel (the applicant)Kim Officer, 26/11/2026WG-9wg-9.pdf',
    );
    expect(within(second as HTMLElement).getByRole('link', { name: 'DFG-2026-0057' })).toHaveAttribute(
      'href',
      '/case-manager/edit/57',
    );
    expect(screen.getByText('2 payments await your authorisation, oldest first.')).toBeVisible();
  });

  it('shows a card for each payment on a phone, with all it needs to decide and its buttons', async () => {
    setWindowWidth(390);
    showList(() => ({ items: [FIRST, SECOND], count: 2, mayAuthorise: true }));
    const cards = within(await screen.findByRole('list', { name: 'Payments to authorise' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const second = within(cards[1] as HTMLElement);
    expect(second.getByRole('link', { name: 'DFG-2026-0057' })).toBeVisible();
    expect(cards[1]).toHaveTextContent('£1,234.56');
    expect(cards[1]).toHaveTextContent('ClientWalter Gabriel');
    expect(cards[1]).toHaveTextContent('RequestedKim Officer, 26/11/2026');
    expect(
      second.getByRole('button', { name: 'Authorise: the payment of £1,234.56 to Walter Gabriel' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when nothing awaits authorisation', async () => {
    showList(() => ({ items: [], count: 0, mayAuthorise: true }));
    expect(await screen.findByText('No payments await your authorisation.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a read-write officer whose authority keeps authorising to its admins why', async () => {
    showList(() => ({ items: [], count: 0, mayAuthorise: false }));
    expect(await screen.findByText(PAYMENT_MESSAGES.mayNotAuthorise)).toBeVisible();
    expect(screen.queryByText('No payments await your authorisation.')).toBeNull();
  });

  it('tells whoever the server refuses why, in its words, with nothing to try again', async () => {
    showList(() => {
      throw axiosFailure(403, PAYMENT_MESSAGES.mayNotAuthorise, undefined, 'FORBIDDEN');
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.mayNotAuthorise)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('authorises a payment from the list, on its case and version, and reads the list again', async () => {
    let items = [FIRST, SECOND];
    answer(
      paymentEndpoints.authorise,
      () => {
        items = [FIRST];
        return samplePayments({ caseId: 57 });
      },
      PAYMENT_DONE.authorised,
    );
    showList(() => ({ items, count: items.length, mayAuthorise: true }));
    await user.click(
      within(await table()).getByRole('button', {
        name: 'Authorise: the payment of £1,234.56 to Walter Gabriel',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Authorise payment' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(callsTo(paymentEndpoints.authorise)).toEqual([
      expect.objectContaining({ params: { caseId: '57' }, body: { id: 709, version: 2 } }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_DONE.authorised);
    expect(screen.getByText('1 payment awaits your authorisation, oldest first.')).toBeVisible();
  });

  it('rejects a payment from the list with the reason', async () => {
    answer(paymentEndpoints.reject, () => samplePayments(), PAYMENT_DONE.rejected);
    showList(() => ({ items: [FIRST], count: 1, mayAuthorise: true }));
    await user.click(
      within(await table()).getByRole('button', {
        name: 'Reject: the payment of £2,500.00 to Ambridge Builders',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Reject the payment of £2,500.00/ });
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText(/Why the payment is rejected/), {
        target: { value: 'Certified before the works started' },
      });
      await Promise.resolve();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(paymentEndpoints.reject)).toEqual([
      expect.objectContaining({
        params: { caseId: '41' },
        body: { id: 701, version: 1, reason: 'Certified before the works started' },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_DONE.rejected);
  });

  it('reads the list again and says so when someone else decided a payment first', async () => {
    answer(paymentEndpoints.authorise, () => {
      throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT');
    });
    showList(() => ({ items: [FIRST], count: 1, mayAuthorise: true }));
    await user.click(
      within(await table()).getByRole('button', {
        name: 'Authorise: the payment of £2,500.00 to Ambridge Builders',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Authorise payment' }));

    expect(await screen.findByText(PAYMENTS_READ_AGAIN)).toBeVisible();
    await vi.waitFor(() => expect(callsTo(paymentEndpoints.toAuthorise)).toHaveLength(2));
  });
});
