import type { BulkRun, BulkRunCase } from '@casekeeper/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { BulkRunProgress } from './bulk-run-progress';
import { BulkRunResults } from './bulk-run-results';

const run = (more: Partial<BulkRun> = {}): BulkRun => ({
  id: 5,
  action: 'CHANGE_STATUS',
  description: 'Change status to On hold',
  state: 'RUNNING',
  totalCount: 10_000,
  doneCount: 2_400,
  refusedCount: 100,
  ignoredCount: 0,
  requestedByName: 'Sam Admin',
  createdAt: '2026-12-03T10:00:00.000Z',
  finishedAt: null,
  ...more,
});

const results: BulkRunCase[] = [
  {
    caseId: 11,
    caseNumber: 'HBC-2026-00011',
    outcome: 'DONE',
    reason: null,
    finishedAt: '2026-12-03T10:00:01.000Z',
  },
  {
    caseId: 12,
    caseNumber: 'HBC-2026-00012',
    outcome: 'REFUSED',
    reason: 'A case cannot move from Closed to On hold.',
    finishedAt: '2026-12-03T10:00:02.000Z',
  },
];

describe("a bulk action's progress", () => {
  it('shows a bar and how far it has got while it runs', () => {
    renderWithRouter(<BulkRunProgress run={run()} />);
    expect(screen.getByText('2,500 of 10,000 cases done, 100 cases refused…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('says what it did once finished, and how many ticked cases were left out', () => {
    renderWithRouter(<BulkRunProgress run={run({ state: 'FINISHED', doneCount: 9_900, ignoredCount: 2 })} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Finished: 9,900 cases done, 100 cases refused.');
    expect(screen.getByText(/2 of the ticked cases were left out/)).toBeInTheDocument();
  });
});

describe("a bulk action's cases", () => {
  it('lists each case with a link, its result and why it was refused; filters and pages', () => {
    const onFilter = vi.fn();
    const onPageNo = vi.fn();
    renderWithRouter(
      <BulkRunResults
        rows={results}
        total={60}
        pageNo={1}
        filter=""
        error={null}
        onPageNo={onPageNo}
        onFilter={onFilter}
      />,
    );
    const refused = screen.getByText('HBC-2026-00012').closest('tr') as HTMLElement;
    expect(screen.getByText('HBC-2026-00012').closest('a')).toHaveAttribute('href', '/case-manager/edit/12');
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(within(refused).getByText('A case cannot move from Closed to On hold.')).toBeInTheDocument();
    expect(
      within(screen.getByText('HBC-2026-00011').closest('tr') as HTMLElement).getByText('Done'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Refused', { selector: 'button' }));
    expect(onFilter).toHaveBeenCalledWith('REFUSED');
    fireEvent.click(screen.getByLabelText('Go to next page'));
    expect(onPageNo).toHaveBeenCalledWith(2);
  });
});
