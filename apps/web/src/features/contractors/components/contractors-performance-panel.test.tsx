import { contractorPerformanceEndpoints, type ContractorPerformance } from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { answer, callsTo } from '@/testing/fake-api';
import { sessionUser } from '@/testing/session-user';
import { idlePerformance, samplePerformance } from '../testing/sample-performance';
import { ContractorsPerformancePanel } from './contractors-performance-panel';

const AUTHORITY_ADMIN = sessionUser({ user_type: 'AUTHORITY_USER', role: 'ADMIN', auth_id: 7 });

function showPanel(contractors: ContractorPerformance[], user = AUTHORITY_ADMIN) {
  answer(contractorPerformanceEndpoints.list, ({ query }) => ({
    from: query.from,
    to: query.to,
    contractors,
  }));
  showWithStore(<ContractorsPerformancePanel />, user);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the dashboard's contractor performance", () => {
  it('lists each contractor in a table that scrolls sideways in a region of its own', async () => {
    showPanel([
      idlePerformance({ contractorId: 30, name: 'Ambridge Access', active: false, quotesGiven: 1 }),
      samplePerformance(),
    ]);
    const table = await screen.findByRole('table', { name: "Contractors' performance" });
    const region = screen.getByRole('region', { name: "Contractors' performance (scrolls sideways)" });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent(
      'ContractorQuotes givenAcceptedJobs orderedFinishedMedian timeOn timeVariations',
    );
    expect(first).toHaveTextContent('Ambridge Access (inactive)1000––None');
    expect(second).toHaveTextContent(
      'Borchester Builders544310 working days (quoted 7.5)50% (1 on time); 1 with no estimate2, +£150.00',
    );
    expect(callsTo(contractorPerformanceEndpoints.list)).toEqual([
      { params: {}, query: { from: '2026-04-01', to: '2027-03-31' }, body: undefined },
    ]);
  });

  it('shows a read-write officer nothing, asking nothing', () => {
    showPanel(
      [samplePerformance()],
      sessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 7 }),
    );
    expect(screen.queryByRole('region', { name: 'Contractor performance' })).toBeNull();
    expect(callsTo(contractorPerformanceEndpoints.list)).toEqual([]);
  });

  it('says so when no contractor had anything in the period', async () => {
    showPanel([]);
    expect(await screen.findByText('No contractor had anything in the period.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
