import { portalEndpoints } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/api';
import { answer } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { sampleCaseMaster } from '@/testing/sample-case-master';
import { PortalCasePage } from './portal-case-page';

function showPortal(caseMaster: ReturnType<typeof sampleCaseMaster>) {
  answer(portalEndpoints.case, () => caseMaster);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  renderWithRouter(
    <Provider store={store}>
      <PortalCasePage />
    </Provider>,
  );
}

describe('the approved grant on the applicant’s portal', () => {
  it('shows the approved works, the grant and the day it was approved, once there is a grant', async () => {
    showPortal(
      sampleCaseMaster({
        grant: {
          totalPence: 1_235_050,
          approvedOn: '2026-11-20',
          works: [
            {
              type: 'Level-access shower',
              description: 'Replace the bath with a shower',
              location: 'Bathroom',
            },
            { type: 'Stairlift', description: 'Straight stairlift', location: null },
          ],
          paymentsMade: [],
        },
      }),
    );

    const section = await screen.findByRole('region', { name: 'Your approved works' });
    expect(section).toHaveTextContent('Your grant of £12,350.50 was approved on 20 November 2026.');
    const works = within(within(section).getByRole('list', { name: 'Approved works' })).getAllByRole(
      'listitem',
    );
    expect(works.map((work) => work.textContent)).toEqual([
      'Level-access showerReplace the bath with a showerWhere: Bathroom',
      'StairliftStraight stairlift',
    ]);
    // No payment made yet: nothing said of payments.
    expect(within(section).queryByText(/payment/i)).toBeNull();
  });

  it('lists the payments made, oldest first, each with its stage, day and amount', async () => {
    showPortal(
      sampleCaseMaster({
        grant: {
          totalPence: 1_235_050,
          approvedOn: '2026-11-20',
          works: [{ type: 'Stairlift', description: 'Straight stairlift', location: null }],
          paymentsMade: [
            { kind: 'INTERIM', paidOn: '2027-05-03', amountPence: 250_000 },
            { kind: 'FINAL', paidOn: '2027-06-14', amountPence: 985_050 },
          ],
        },
      }),
    );

    const section = await screen.findByRole('region', { name: 'Your approved works' });
    const payments = within(within(section).getByRole('list', { name: 'Payments made' })).getAllByRole(
      'listitem',
    );
    expect(payments.map((payment) => payment.textContent)).toEqual([
      'Interim (stage) payment made on 3 May 2027 — £2,500.00',
      'Final payment made on 14 June 2027 — £9,850.50',
    ]);
  });

  it('shows no grant before it is approved', async () => {
    showPortal(sampleCaseMaster({ grant: null }));
    expect(await screen.findByText('Case number HBC-2026-00042')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your approved works' })).toBeNull();
  });
});
