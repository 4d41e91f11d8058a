import type { AlarmItem } from '@casekeeper/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { AlarmList } from './alarm-list';

const item: AlarmItem = {
  actionItemDetailId: 5,
  caseManagerDetailId: 42,
  caseNumber: 'HALE-2026-00042',
  clientName: 'Margaret Hale',
  actionItemDetail: 'Call - Upcoming follow-up call #1',
  scheduledDate: '2026-07-01T09:00:00Z',
  isDatePassed: false,
  isNew: false,
};

describe('AlarmList', () => {
  it('names the case of each alarm by its case number and client, beside what is due and when', () => {
    renderWithRouter(
      <AlarmList
        title="Upcoming"
        list={{ items: [item], hasMore: false, loadMore: vi.fn() }}
        onChoose={vi.fn()}
        onDismiss={vi.fn(() => Promise.resolve(true))}
      />,
    );

    const row = screen.getByRole('link', { name: /Call - Upcoming follow-up call #1/ });
    expect(row).toHaveTextContent('HALE-2026-00042, Margaret Hale');
    expect(row).toHaveTextContent('01/07/26');
    expect(row).toHaveAttribute('href', '/actionDiary/list/42');
  });
});
