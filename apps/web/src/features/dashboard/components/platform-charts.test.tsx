import type { PlatformDashboard } from '@casekeeper/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformCharts } from './platform-charts';

const statuses = ['Enquiry', 'Assessment', 'Closed'];

const dashboard: PlatformDashboard = {
  authorities: { total: 1, active: 1, inactive: 0 },
  users: { total: 2, active: 2, inactive: 0, byTypeAndRole: [] },
  cases: {
    total: 8,
    byStatus: statuses.map((name, index) => ({
      statusId: index + 1,
      code: name,
      name,
      count: [5, 2, 1][index] ?? 0,
    })),
  },
  activity: {
    timeZone: 'Europe/London',
    days: [
      { date: '2026-03-01', events: 3, signIns: 1, activeUsers: 1 },
      { date: '2026-03-02', events: 1, signIns: 0, activeUsers: 1 },
    ],
  },
  virusScanning: { configured: true, pendingFiles: 0 },
  generatedAt: '2026-03-02T12:00:00.000Z',
};

describe('PlatformCharts', () => {
  // jsdom lays nothing out: the charts measure their box through getComputedStyle.
  beforeEach(() => {
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      Object.defineProperty(style, 'width', { value: '800px' });
      return style;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts cases by status on whole-number ticks, not fractions', async () => {
    render(
      <div style={{ width: 800 }}>
        <PlatformCharts dashboard={dashboard} />
      </div>,
    );
    await screen.findByRole('heading', { name: 'Cases by status' });
    const section = screen.getByRole('region', { name: 'Cases by status' });
    const ticks = Array.from(
      section.querySelectorAll('.MuiChartsAxis-tickLabel'),
      (tick) => tick.textContent,
    );
    expect(ticks).toEqual(expect.arrayContaining(['0', '1', '2', '3', '4', '5']));
    expect(ticks.filter((tick) => tick.includes('.'))).toEqual([]);
  });
});
