import { CONTRACTOR_PERFORMANCE_MESSAGES, contractorPerformanceEndpoints } from '@casekeeper/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { samplePerformance } from '../testing/sample-performance';
import { ContractorPerformanceSection } from './contractor-performance-section';

function showSection() {
  answer(contractorPerformanceEndpoints.one, ({ query }) => ({
    from: query.from,
    to: query.to,
    contractor: samplePerformance(),
  }));
  showWithStore(<ContractorPerformanceSection contractorId={31} />);
}

const section = () => screen.getByRole('region', { name: 'Performance' });

/** Types a whole date at once, as pasting it would: typing key by key is slower than the test needs. */
function retype(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a contractor's performance", () => {
  it('shows the financial year under way, figure by figure', async () => {
    showSection();
    expect(await screen.findByText('5, of which 4 accepted')).toBeVisible();
    expect(callsTo(contractorPerformanceEndpoints.one)).toEqual([
      { params: { id: '31' }, query: { from: '2026-04-01', to: '2027-03-31' }, body: undefined },
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('01/04/2026');
    expect(screen.getByLabelText('To')).toHaveValue('31/03/2027');
    expect(section()).toHaveTextContent(
      'Quotes given5, of which 4 acceptedJobs ordered4Jobs finished3' +
        'Median time, ordered to completed10 working days (quoted 7.5)' +
        'Finished on time50% (1 on time); 1 with no estimate' +
        'Approved variations2, +£150.00',
    );
  });

  it('reads the period typed, and asks nothing of a period that ends before it starts', async () => {
    showSection();
    await screen.findByText('5, of which 4 accepted');
    retype('From', '01/04/2025');
    retype('To', '31/03/2026');
    await waitFor(() =>
      expect(callsTo(contractorPerformanceEndpoints.one).at(-1)?.query).toEqual({
        from: '2025-04-01',
        to: '2026-03-31',
      }),
    );
    await screen.findByText('5, of which 4 accepted');
    const asked = callsTo(contractorPerformanceEndpoints.one).length;
    retype('From', '01/05/2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTRACTOR_PERFORMANCE_MESSAGES.order);
    expect(callsTo(contractorPerformanceEndpoints.one)).toHaveLength(asked);
    expect(screen.queryByText('5, of which 4 accepted')).toBeNull();
  });

  it('says why when the server refuses, with a way to try again', async () => {
    answer(contractorPerformanceEndpoints.one, () => {
      throw axiosFailure(403, 'You do not have permission to do that.', undefined, 'FORBIDDEN');
    });
    showWithStore(<ContractorPerformanceSection contractorId={31} />);
    expect(
      await screen.findByText('The performance could not be loaded: You do not have permission to do that.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
