import {
  caseEndpoints,
  caseInsightEndpoints,
  type CaseloadSummary,
  type ChartList,
  type ClockPerformanceList,
  type UserSummary,
} from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { ukMonth } from '../lib/month-ranges';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

const summary: UserSummary = {
  webUserId: 7,
  openCasesByStatus: [
    { statusId: 1, statusName: 'Enquiry', cases: 4 },
    { statusId: 3, statusName: 'Assessment', cases: 1 },
  ],
  openCases: 5,
  overdueActions: 0,
  upcomingActions: 0,
  openedThisMonth: 2,
  month: '2026-11',
};

const teamSummary: CaseloadSummary = {
  openCasesByStatus: [
    { statusId: 1, statusName: 'Enquiry', cases: 9 },
    { statusId: 3, statusName: 'Assessment', cases: 3 },
  ],
  openCases: 12,
  overdueActions: 4,
  upcomingActions: 6,
  openedThisMonth: 5,
  month: '2026-11',
};

const charts: ChartList = {
  totalCases: 6,
  byStatus: [
    { statusId: 1, statusName: 'Enquiry', cases: 4 },
    { statusId: 3, statusName: 'Assessment', cases: 1 },
    { statusId: 9, statusName: 'Closed', cases: 1 },
  ],
  monthly: [
    { month: '2026-10', opened: 1, closed: 0 },
    { month: '2026-11', opened: 5, closed: 1 },
  ],
  timeInStatus: [
    { statusId: 1, statusName: 'Enquiry', stays: 6, averageDays: 3.5 },
    { statusId: 3, statusName: 'Assessment', stays: 1, averageDays: 12 },
  ],
  byOfficer: [
    { officerId: 7, officerName: 'Sam Officer', cases: 5 },
    { officerId: null, officerName: null, cases: 1 },
  ],
  byContractor: [{ contractorId: null, contractorName: null, cases: 6 }],
};

const noDays = { median: null, p90: null };

const timescales: ClockPerformanceList = {
  months: ['2026-10', '2026-11'],
  clocks: [
    {
      definitionId: 4,
      name: 'Decision',
      months: [
        { month: '2026-10', met: 1, missed: 0 },
        { month: '2026-11', met: 2, missed: 1 },
      ],
      met: 3,
      missed: 1,
      overdue: 2,
      dueSoon: 5,
      days: { median: 15, p90: 125.6 },
      byOfficer: [
        { officerId: 7, officerName: 'Sam Officer', met: 3, missed: 0, days: { median: 12.5, p90: 14.5 } },
        { officerId: null, officerName: null, met: 0, missed: 1, days: { median: 126, p90: 126 } },
      ],
      byContractor: [
        { contractorId: 9, contractorName: 'Acme Adaptations', met: 3, missed: 1, days: noDays },
      ],
    },
    {
      definitionId: 5,
      name: 'Completion',
      months: [
        { month: '2026-10', met: 0, missed: 0 },
        { month: '2026-11', met: 0, missed: 0 },
      ],
      met: 0,
      missed: 0,
      overdue: 0,
      dueSoon: 0,
      days: noDays,
      byOfficer: [],
      byContractor: [],
    },
  ],
};

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(caseInsightEndpoints.userSummary, () => summary);
  answer(caseInsightEndpoints.teamSummary, () => teamSummary);
  answer(caseInsightEndpoints.chartList, () => charts);
  answer(caseInsightEndpoints.clockPerformance, () => timescales);
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

describe('the authority dashboard', { timeout: 60_000 }, () => {
  it("shows the officer's caseload and the charts' figures, each leading to its cases", async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    const router = renderApp('/authority/dashboard');

    const caseload = await screen.findByRole('region', { name: 'Your caseload' });
    expect((await within(caseload).findByText('Open cases')).parentElement).toHaveTextContent('Open cases5');
    expect(callsTo(caseInsightEndpoints.userSummary)[0]?.params).toEqual({
      authorityId: '2',
      webUserId: '7',
    });

    const byStatus = await screen.findByRole('region', { name: 'Cases by status' });
    expect(within(byStatus).getByText('6 cases; the most in Enquiry (4).')).toBeInTheDocument();
    expect(
      screen.getByText('1 officer; the most cases with Sam Officer (5). 1 case has none.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No case has a contractor yet. 6 cases have none.')).toBeInTheDocument();

    // The chart list asks for every case: each filter field sent as the literal NULL.
    expect(callsTo(caseInsightEndpoints.chartList)[0]?.query).toMatchObject({
      ApplicationStatusMasterIds: 'NULL',
      OfficerId: 'NULL',
      SearchTerm: 'NULL',
    });

    await userEvent.click(within(byStatus).getByText('Figures'));
    await userEvent.click(within(byStatus).getByRole('link', { name: 'Assessment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authority/case/list'));
    expect(router.state.location.search).toBe('?status=3');
  });

  it('leads from each month to the cases opened, or closed, in it', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    const router = renderApp('/authority/dashboard');

    const monthly = await screen.findByRole('region', { name: 'Opened and closed each month' });
    await userEvent.click(within(monthly).getByText('Figures'));
    const november = within(monthly).getByRole('row', { name: /Nov 2026/ });
    expect(
      within(november)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/authority/case/list?opened=2026-11', '/authority/case/list?closed=2026-11']);
    await userEvent.click(within(november).getByRole('link', { name: '1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?closed=2026-11'));
    expect(
      await screen.findByRole('button', { name: 'Remove the filter Closed or withdrawn in Nov 2026' }),
    ).toBeInTheDocument();
  });

  it('leads from the unassigned cases and those without a contractor to their lists', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    renderApp('/authority/dashboard');

    const byOfficer = await screen.findByRole('region', { name: 'Cases by officer' });
    await userEvent.click(within(byOfficer).getByText('Figures'));
    expect(within(byOfficer).getByRole('link', { name: 'Unassigned' })).toHaveAttribute(
      'href',
      '/authority/case/list?officer=none',
    );
    const byContractor = screen.getByRole('region', { name: 'Cases by contractor' });
    await userEvent.click(within(byContractor).getByText('Figures'));
    expect(within(byContractor).getByRole('link', { name: 'No contractor' })).toHaveAttribute(
      'href',
      '/authority/case/list?contractor=none',
    );
  });

  it("opens an authority ADMIN's dashboard on the team's caseload, and lets them look at their own or an officer's", async () => {
    storeSessionUser({ user_type: 'AUTHORITY', role: 'ADMIN', auth_id: 2, webUserId: 3 });
    answer(caseEndpoints.options, () => ({
      officers: [
        { id: 3, name: 'Ada Admin' },
        { id: 7, name: 'Sam Officer' },
      ],
      contractors: [],
    }));
    renderApp('/authority/dashboard');

    const team = await screen.findByRole('region', { name: "The team's caseload" });
    expect(screen.getByRole('link', { name: 'Spend' })).toHaveAttribute('href', '/authority/spend');
    expect((await within(team).findByText('Open cases')).parentElement).toHaveTextContent('Open cases12');
    expect(callsTo(caseInsightEndpoints.teamSummary).at(-1)?.params).toEqual({ authorityId: '2' });
    expect(callsTo(caseInsightEndpoints.userSummary)).toEqual([]);
    expect(within(team).getByRole('link', { name: 'View open cases' })).toHaveAttribute(
      'href',
      '/authority/case/list?status=1%2C3',
    );
    const chooser = await screen.findByRole('combobox', { name: 'Caseload of' });
    expect(chooser).toHaveDisplayValue('The team');
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The team', 'You', 'Sam Officer']);

    await userEvent.selectOptions(chooser, 'You');
    await screen.findByRole('region', { name: 'Your caseload' });
    await vi.waitFor(() =>
      expect(callsTo(caseInsightEndpoints.userSummary).at(-1)?.params).toEqual({
        authorityId: '2',
        webUserId: '3',
      }),
    );

    await userEvent.selectOptions(chooser, 'Sam Officer');
    const theirs = await screen.findByRole('region', { name: "Sam Officer's caseload" });
    await vi.waitFor(() =>
      expect(callsTo(caseInsightEndpoints.userSummary).at(-1)?.params).toEqual({
        authorityId: '2',
        webUserId: '7',
      }),
    );
    expect(within(theirs).getByRole('link', { name: 'View open cases' })).toHaveAttribute(
      'href',
      '/authority/case/list?status=1%2C3&officer=7',
    );
  });

  it('opens an officer on their own caseload, with no chooser and no team figures', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    renderApp('/authority/dashboard');

    await screen.findByRole('region', { name: 'Your caseload' });
    await vi.waitFor(() =>
      expect(callsTo(caseInsightEndpoints.userSummary).at(-1)?.params).toEqual({
        authorityId: '2',
        webUserId: '7',
      }),
    );
    expect(callsTo(caseInsightEndpoints.teamSummary)).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Caseload of' })).not.toBeInTheDocument();
    // The year's spend is for authority ADMINs alone.
    expect(screen.queryByRole('link', { name: 'Spend' })).not.toBeInTheDocument();
  });

  it('asks for the months of the period chosen', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    renderApp('/authority/dashboard');

    const period = await screen.findByRole('combobox', { name: 'Period' });
    await userEvent.selectOptions(period, 'Last year');
    const lastYear = String(ukMonth(new Date()).year - 1);
    await waitFor(() =>
      expect(callsTo(caseInsightEndpoints.chartList).at(-1)?.query).toMatchObject({
        MonthFrom: `${lastYear}-01`,
        MonthTo: `${lastYear}-12`,
      }),
    );
  });
  it("shows each clock's timescales over the period, every count leading to exactly its cases", async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    const router = renderApp('/authority/dashboard');

    const section = await screen.findByRole('region', { name: 'Timescales' });
    const decision = await within(section).findByRole('region', { name: 'Decision' });
    expect(within(decision).getByText('3 of 4 met (75%).')).toBeInTheDocument();
    expect(within(decision).getByText('125.6')).toBeInTheDocument();
    const link = (name: string) => within(decision).getByRole('link', { name }).getAttribute('href');
    // The period's totals open the clocks stopped from its first month to its last.
    expect(link('3 Decision clocks met')).toBe(
      '/authority/case/list?clock=4&clockState=Met&clockMonth=2026-10&clockMonthTo=2026-11',
    );
    expect(link('1 Decision clocks missed')).toBe(
      '/authority/case/list?clock=4&clockState=Missed&clockMonth=2026-10&clockMonthTo=2026-11',
    );
    expect(link('2 Decision clocks overdue now')).toBe('/authority/case/list?clock=4&clockState=Overdue');
    expect(link('5 Decision clocks due in 10 working days')).toBe(
      '/authority/case/list?clock=4&clockState=DueSoon',
    );

    await userEvent.click(within(decision).getByText('Each month'));
    const november = within(decision).getByRole('row', { name: /Nov 2026/ });
    expect(
      within(november)
        .getAllByRole('link')
        .map((cell) => cell.getAttribute('href')),
    ).toEqual([
      '/authority/case/list?clock=4&clockState=Met&clockMonth=2026-11',
      '/authority/case/list?clock=4&clockState=Missed&clockMonth=2026-11',
    ]);

    await userEvent.click(within(decision).getByText('By officer'));
    const unassigned = within(decision).getByRole('row', { name: /Unassigned/ });
    expect(unassigned).toHaveTextContent('Unassigned01126126');
    await userEvent.click(within(unassigned).getByRole('link', { name: '1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authority/case/list'));
    expect(router.state.location.search).toBe(
      '?clock=4&clockState=Missed&clockMonth=2026-10&clockMonthTo=2026-11&officer=none',
    );
  });

  it('says so of a clock with nothing stopped, and asks for the period chosen, such as this quarter', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    renderApp('/authority/dashboard');

    const completion = await screen.findByRole('region', { name: 'Completion' });
    // Above its figures, and in place of its tables by officer and by contractor.
    expect(within(completion).getAllByText('No clock stopped in this period.')).toHaveLength(3);
    expect(within(completion).getByRole('link', { name: '0 Completion clocks met' })).toBeInTheDocument();
    expect(callsTo(caseInsightEndpoints.clockPerformance)[0]?.query).toMatchObject({
      ClockId: 'NULL',
      ClockState: 'NULL',
      OfficerId: 'NULL',
    });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This quarter');
    const { year, month } = ukMonth(new Date());
    const first = month - ((month - 1) % 3);
    await waitFor(() =>
      expect(callsTo(caseInsightEndpoints.clockPerformance).at(-1)?.query).toMatchObject({
        MonthFrom: `${year}-${String(first).padStart(2, '0')}`,
        MonthTo: `${year}-${String(month).padStart(2, '0')}`,
      }),
    );
  });
});
