import {
  PAYMENT_DONE,
  PAYMENT_MESSAGES,
  paymentEndpoints,
  STALE_RECORD_MESSAGE,
  type CasePayments,
} from '@casekeeper/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { PAYMENTS_READ_AGAIN } from '../lib/payment-words';
import { samplePayment, samplePayments } from '../testing/sample-payments';
import { showWithStore } from '../testing/show-with-store';
import { PaymentsSection } from './payments-section';

// Clicks and choices without a pause between their events.
const user = userEvent.setup({ delay: null });

const TOTALS = {
  approvedTotalPence: 3_000_000,
  requestedPence: 250_000,
  authorisedPence: 0,
  paidPence: 500_000,
  leftPence: 2_250_000,
};
const OFFICER = { request: true, authorise: false, markPaid: true };
const AUTHORISER = { request: true, authorise: true, markPaid: true };

function approved(overrides: Partial<CasePayments> = {}): CasePayments {
  return samplePayments({ totals: TOTALS, can: OFFICER, ...overrides });
}

function showPayments(payments: CasePayments) {
  answer(paymentEndpoints.get, () => payments);
  showWithStore(<PaymentsSection caseId={payments.caseId} />);
}

/** Puts text in a field in one change, as a paste does, rather than a keystroke each. */
async function fill(field: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value: text } });
    await Promise.resolve();
  });
}

/** The section once its payments are read (while loading it shows a spinner in the same place). */
async function section() {
  const region = await screen.findByRole('region', { name: 'Payments' });
  await vi.waitFor(() => expect(within(region).queryByRole('progressbar')).toBeNull());
  return region;
}
const figure = async (label: string) =>
  (await within(await section()).findByText(label, { selector: 'dt' })).nextElementSibling;

beforeEach(() => {
  // 27 November 2026 in London; only Date is faked, so timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
  vi.spyOn(toast, 'success');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Payments section of a case', () => {
  it('says payments wait for the approval while the grant is not approved, and offers nothing', async () => {
    showPayments(samplePayments({ can: { request: false, authorise: true, markPaid: false } }));
    expect(
      await within(await section()).findByText('Payments can be requested once the grant is approved.'),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('states the totals and shows each payment with who did what, and when', async () => {
    showPayments(
      approved({
        payments: [
          samplePayment({
            id: 701,
            state: 'PAID',
            amountPence: 500_000,
            invoiceFile: {
              name: 'inv-1.pdf',
              sizeBytes: 900,
              contentType: 'application/pdf',
              sha256: 'ab',
              scanStatus: 'CLEAN',
            },
            authorised: { name: 'Ruth Admin', at: '2026-11-25T09:00:00.000Z' },
            paid: {
              name: 'Sam Officer',
              at: '2026-11-26T15:00:00.000Z',
              paidOn: '2026-11-26',
              financeReference: 'AP-884120',
            },
          }),
          samplePayment({
            id: 702,
            payee: 'APPLICANT',
            payeeName: 'Joan Archer',
            invoiceReference: 'R-2',
            state: 'REJECTED',
            rejected: { name: 'Ruth Admin', at: '2026-11-26T10:00:00.000Z', reason: 'Wrong address' },
          }),
        ],
      }),
    );

    expect(await figure('Approved total')).toHaveTextContent('£30,000.00');
    expect(await figure('Awaiting authorisation')).toHaveTextContent('£2,500.00');
    expect(await figure('Paid')).toHaveTextContent('£5,000.00');
    expect(await figure('Left')).toHaveTextContent('£22,500.00');
    const [, paid, rejected] = within(await section()).getAllByRole('row');
    expect(paid).toHaveTextContent(
      'Interim (stage) paymentCertified 20/11/2026£5,000.00Ambridge Builders (the contractor)INV-2026-0412inv-1.pdfPaid',
    );
    expect(paid).toHaveTextContent('Authorised by Ruth Admin on 25/11/2026');
    expect(paid).toHaveTextContent(
      'Paid on 26/11/2026, finance reference AP-884120 (recorded by Sam Officer on 26/11/2026)',
    );
    expect(
      within(paid as HTMLElement).getByRole('button', {
        name: 'Download inv-1.pdf, the invoice INV-2026-0412',
      }),
    ).toBeVisible();
    // However short the name is cut on screen, its tooltip gives it whole.
    expect(within(paid as HTMLElement).getByTitle('inv-1.pdf')).toHaveTextContent('inv-1.pdf');
    expect(rejected).toHaveTextContent('Joan Archer (the applicant)');
    expect(rejected).toHaveTextContent('Rejected by Ruth Admin on 26/11/2026: Wrong address');
    expect(within(rejected as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('shows an invoice being checked for viruses, or refused, with no download', async () => {
    const invoiceFile = (name: string, scanStatus: 'PENDING' | 'INFECTED') => ({
      name,
      sizeBytes: 900,
      contentType: 'application/pdf',
      sha256: 'ab',
      scanStatus,
    });
    showPayments(
      approved({
        payments: [
          samplePayment({
            id: 711,
            invoiceReference: 'INV-1',
            invoiceFile: invoiceFile('new.pdf', 'PENDING'),
          }),
          samplePayment({
            id: 712,
            invoiceReference: 'INV-2',
            invoiceFile: invoiceFile('bad.pdf', 'INFECTED'),
          }),
        ],
      }),
    );
    const [, checked, refused] = within(await section()).getAllByRole('row');
    expect(checked).toHaveTextContent('new.pdf (being checked for viruses)');
    expect(refused).toHaveTextContent('bad.pdf (refused: a virus was found)');
    expect(within(await section()).queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('requests a payment in pence, then uploads its invoice on the version the request answered', async () => {
    const payments = approved();
    const requested = {
      ...payments,
      payments: [samplePayment({ id: 705, amountPence: 250_050, version: 1 })],
    };
    answer(paymentEndpoints.request, () => requested, PAYMENT_DONE.requested);
    answer(
      paymentEndpoints.invoiceFile,
      () => ({
        ...requested,
        payments: [
          samplePayment({
            id: 705,
            version: 2,
            invoiceFile: {
              name: 'invoice.pdf',
              sizeBytes: 800,
              contentType: 'application/pdf',
              sha256: 'cd',
              scanStatus: 'CLEAN',
            },
          }),
        ],
      }),
      PAYMENT_DONE.file,
    );
    showPayments(payments);
    await user.click(within(await section()).getByRole('button', { name: 'Request a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a payment' });

    await fill(within(dialog).getByLabelText(/Kind of payment/), 'INTERIM');
    await fill(within(dialog).getByLabelText(/Amount/), '2,500.50');
    await fill(within(dialog).getByLabelText(/Paid to/), 'CONTRACTOR');
    await fill(within(dialog).getByLabelText(/Invoice reference/), 'INV-2026-0412');
    await fill(within(dialog).getByLabelText(/Work certified on/), '20/11/2026');
    const chooser = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(chooser, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request payment' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(paymentEndpoints.request)).toEqual([
      expect.objectContaining({
        params: { caseId: '41' },
        body: {
          payment: {
            kind: 'INTERIM',
            amountPence: 250_050,
            payee: 'CONTRACTOR',
            invoiceReference: 'INV-2026-0412',
            certifiedOn: '2026-11-20',
            note: null,
          },
        },
      }),
    ]);
    const form = callsTo(paymentEndpoints.invoiceFile)[0]?.body as FormData;
    expect([form.get('id'), form.get('version'), (form.get('file') as File).name]).toEqual([
      '705',
      '1',
      'invoice.pdf',
    ]);
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_DONE.requested);
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_DONE.file);
    expect(
      await within(await section()).findByRole('button', {
        name: 'Download invoice.pdf, the invoice INV-2026-0412',
      }),
    ).toBeVisible();
    expect(callsTo(paymentEndpoints.get)).toHaveLength(1);
  });

  it('refuses more than is left before sending, and shows the server’s refusal beside the field it names', async () => {
    answer(paymentEndpoints.request, () => {
      throw axiosFailure(422, PAYMENT_MESSAGES.finalNeedsWorks, {
        'payment.kind': [PAYMENT_MESSAGES.finalNeedsWorks],
      });
    });
    showPayments(approved());
    await user.click(within(await section()).getByRole('button', { name: 'Request a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a payment' });
    await fill(within(dialog).getByLabelText(/Kind of payment/), 'FINAL');
    await fill(within(dialog).getByLabelText(/Paid to/), 'APPLICANT');
    await fill(within(dialog).getByLabelText(/Invoice reference/), 'F-1');
    await fill(within(dialog).getByLabelText(/Work certified on/), '20/11/2026');
    const amount = within(dialog).getByLabelText(/Amount/);
    await fill(amount, '22,500.01');
    await user.click(within(dialog).getByRole('button', { name: 'Request payment' }));

    await vi.waitFor(() =>
      expect(amount).toHaveAccessibleDescription(PAYMENT_MESSAGES.beyondApproved('£22,500.00')),
    );
    expect(callsTo(paymentEndpoints.request)).toEqual([]);

    await fill(amount, '22,500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Request payment' }));
    const kind = within(dialog).getByLabelText(/Kind of payment/);
    await vi.waitFor(() => expect(kind).toHaveAccessibleDescription(PAYMENT_MESSAGES.finalNeedsWorks));
    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Request a payment' })).toBeVisible();
  });

  it('offers Authorise and Reject on someone else’s request, but not on the viewer’s own', async () => {
    showPayments(
      approved({
        can: AUTHORISER,
        payments: [
          samplePayment({ id: 701, payeeName: 'Ambridge Builders' }),
          samplePayment({
            id: 702,
            amountPence: 100_000,
            payeeName: 'Borchester Lifts',
            requested: { name: 'Ruth Admin', at: '2026-11-25T10:00:00.000Z', byCaller: true },
          }),
        ],
      }),
    );
    const payments = await section();
    expect(
      within(payments).getByRole('button', {
        name: 'Authorise: the payment of £2,500.00 to Ambridge Builders',
      }),
    ).toBeVisible();
    expect(
      within(payments).getByRole('button', { name: 'Reject: the payment of £2,500.00 to Ambridge Builders' }),
    ).toBeVisible();
    expect(
      within(payments).queryByRole('button', { name: /^(Authorise|Reject): .*Borchester Lifts/ }),
    ).toBeNull();
    expect(
      within(payments).getByText('You requested this payment: someone else must authorise it.'),
    ).toBeVisible();
    expect(within(payments).getByText('Requested by you on 25/11/2026')).toBeVisible();
  });

  it('authorises after asking, on the payment’s version, and shows what the server answers', async () => {
    const payments = approved({ can: AUTHORISER, payments: [samplePayment({ version: 3 })] });
    answer(
      paymentEndpoints.authorise,
      () => ({
        ...payments,
        payments: [
          samplePayment({
            version: 4,
            state: 'AUTHORISED',
            authorised: { name: 'Ruth Admin', at: '2026-11-27T12:00:00.000Z' },
          }),
        ],
      }),
      PAYMENT_DONE.authorised,
    );
    showPayments(payments);
    await user.click(
      within(await section()).getByRole('button', {
        name: 'Authorise: the payment of £2,500.00 to Ambridge Builders',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: /Authorise the payment of £2,500.00/ });
    await user.click(within(confirm).getByRole('button', { name: 'Authorise payment' }));

    expect(await within(await section()).findByText('Authorised by Ruth Admin on 27/11/2026')).toBeVisible();
    expect(callsTo(paymentEndpoints.authorise)).toEqual([
      expect.objectContaining({ params: { caseId: '41' }, body: { id: 701, version: 3 } }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_DONE.authorised);
    expect(
      within(await section()).getByRole('button', {
        name: 'Mark paid: the payment of £2,500.00 to Ambridge Builders',
      }),
    ).toBeVisible();
  });

  it('rejects a payment with the reason, which it asks for first', async () => {
    const payments = approved({ can: AUTHORISER, payments: [samplePayment()] });
    answer(paymentEndpoints.reject, ({ body }) => ({
      ...payments,
      payments: [
        samplePayment({
          version: 2,
          state: 'REJECTED',
          rejected: {
            name: 'Ruth Admin',
            at: '2026-11-27T12:00:00.000Z',
            reason: (body as { reason: string }).reason,
          },
        }),
      ],
    }));
    showPayments(payments);
    await user.click(
      within(await section()).getByRole('button', {
        name: 'Reject: the payment of £2,500.00 to Ambridge Builders',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Reject the payment/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await within(dialog).findByText('Enter why the payment is rejected')).toBeVisible();
    expect(callsTo(paymentEndpoints.reject)).toEqual([]);

    await fill(
      within(dialog).getByLabelText(/Why the payment is rejected/),
      'The invoice is for another address',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(paymentEndpoints.reject)).toEqual([
      expect.objectContaining({
        body: { id: 701, version: 1, reason: 'The invoice is for another address' },
      }),
    ]);
    expect(
      within(await section()).getByText(
        'Rejected by Ruth Admin on 27/11/2026: The invoice is for another address',
      ),
    ).toBeVisible();
  });

  it('marks an authorised payment paid on the day given, never a day to come', async () => {
    const authorised = samplePayment({
      state: 'AUTHORISED',
      version: 2,
      authorised: { name: 'Ruth Admin', at: '2026-11-25T10:00:00.000Z' },
    });
    const payments = approved({ payments: [authorised] });
    answer(paymentEndpoints.markPaid, () => payments, PAYMENT_DONE.paid);
    showPayments(payments);
    await user.click(
      within(await section()).getByRole('button', {
        name: 'Mark paid: the payment of £2,500.00 to Ambridge Builders',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Mark the payment/ });
    const day = within(dialog).getByLabelText(/Paid on/);
    expect(day).toHaveValue('27/11/2026');

    await fill(day, '28/11/2026');
    await fill(within(dialog).getByLabelText(/Finance system reference/), 'AP-884120');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await vi.waitFor(() => expect(day).toHaveAccessibleDescription(PAYMENT_MESSAGES.paidFuture));
    await fill(day, '24/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await vi.waitFor(() => expect(day).toHaveAccessibleDescription(PAYMENT_MESSAGES.paidBeforeAuthorised));
    expect(callsTo(paymentEndpoints.markPaid)).toEqual([]);

    await fill(day, '26/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(paymentEndpoints.markPaid)).toEqual([
      expect.objectContaining({
        body: { id: 701, version: 2, paidOn: '2026-11-26', financeReference: 'AP-884120' },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(PAYMENT_DONE.paid);
  });

  it('reads the payments again and says so when someone else changed them first', async () => {
    answer(paymentEndpoints.authorise, () => {
      throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT');
    });
    showPayments(approved({ can: AUTHORISER, payments: [samplePayment()] }));
    await user.click(
      within(await section()).getByRole('button', {
        name: 'Authorise: the payment of £2,500.00 to Ambridge Builders',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Authorise payment' }));

    expect(await within(await section()).findByText(PAYMENTS_READ_AGAIN)).toBeVisible();
    await vi.waitFor(() => expect(callsTo(paymentEndpoints.get)).toHaveLength(2));
  });
});
