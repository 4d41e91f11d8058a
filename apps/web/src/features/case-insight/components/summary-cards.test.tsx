import type { CaseloadSummary } from '@casekeeper/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { SummaryCards } from './summary-cards';

const SUMMARY: CaseloadSummary = {
  openCasesByStatus: [{ statusId: 1, statusName: 'Referral received', cases: 3 }],
  openCases: 3,
  overdueActions: 4,
  upcomingActions: 7,
  openedThisMonth: 1,
  month: '2026-06',
};

describe('SummaryCards', () => {
  it("links one's own overdue and upcoming actions to My work filtered to them, keeping their numbers", () => {
    renderWithRouter(
      <SummaryCards
        summary={SUMMARY}
        casesHref="/authority/case/list"
        actionsHref={{
          overdue: '/authority/my-work?filter=overdue',
          upcoming: '/authority/my-work?filter=upcoming',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'View overdue actions' })).toHaveAttribute(
      'href',
      '/authority/my-work?filter=overdue',
    );
    expect(screen.getByRole('link', { name: 'View upcoming actions' })).toHaveAttribute(
      'href',
      '/authority/my-work?filter=upcoming',
    );
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it("leaves the action figures unlinked for a caseload that is not one's own", () => {
    renderWithRouter(<SummaryCards summary={SUMMARY} casesHref="/authority/case/list" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['View open cases']);
  });
});
