import {
  CASE_LIST_CURSOR_MESSAGES,
  bookmarkEndpoints,
  caseEndpoints,
  clockEndpoints,
  type BookmarkFilter,
  type CaseListRow,
} from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { sampleSettings } from '@/features/clocks/testing/sample-clocks';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo, type FakeCall } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { resetWindowWidth, setWindowWidth } from '@/testing/window-width';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

const row = (overrides: Partial<CaseListRow>): CaseListRow => ({
  id: 1,
  caseNumber: 'HBC-2026-00001',
  clientFirstName: 'Peggy',
  clientLastName: 'Woolley',
  address: 'The Lodge, Ambridge',
  postCode: 'B33 8TH',
  statusId: 3,
  statusName: 'Assessment',
  priority: 'High',
  assignedOfficerId: 7,
  assignedOfficerName: 'Sam Officer',
  contractorName: null,
  referralDate: '2026-11-02',
  updatedAt: '2026-11-20T10:00:00.000Z',
  nextClock: null,
  pinned: false,
  restricted: false,
  warningNotes: [],
  can: { edit: true, changeStatus: true },
  ...overrides,
});

const urgentFilter: BookmarkFilter = {
  id: 31,
  name: 'My urgent ones',
  filter: {
    ApplicationStatusMasterIds: [3, 4],
    SearchTerm: '',
    OfficerId: null,
    ContractorId: null,
    Priority: 'Urgent',
    ReferralDateFrom: null,
    ReferralDateTo: null,
    OpenedMonth: null,
    ClosedMonth: null,
    ClockId: null,
    ClockState: null,
    ClockMonth: null,
    ClockMonthTo: null,
    AwaitingApproval: false,
    SpendFigure: null,
    SpendYear: null,
    SpendMonth: null,
    AdaptationTypeId: null,
    SortCol: 'ClientName',
    SortDir: 'asc',
  },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(caseEndpoints.list, () => ({
    data: [row({ id: 2, caseNumber: 'HBC-2026-00002', clientFirstName: 'Jill', pinned: true }), row({})],
    totalRecords: 2,
    pageNo: 1,
    pageSize: 10,
    next: null,
    prev: null,
  }));
  answer(caseEndpoints.options, () => ({ officers: [{ id: 7, name: 'Sam Officer' }], contractors: [] }));
  answer(bookmarkEndpoints.list, () => [urgentFilter]);
  // Decision (1), Completion (2) and End to end (3).
  answer(clockEndpoints.settings, () => sampleSettings({ can: { edit: false } }));
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
  resetWindowWidth();
});

const lastListQuery = () => callsTo(caseEndpoints.list).at(-1)?.query;

/** The cells of the table's column named `header`, row by row. */
const columnCells = (table: HTMLElement, header: string) => {
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent === header);
  expect(index).toBeGreaterThanOrEqual(0);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]);
};

/**
 * No test here is about CSS pointer-events: skip user-event's check, a style walk up from each
 * element clicked, which a loaded jsdom takes most of a second over.
 */
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * A status chip, by its role and name among the statuses: a role query over the whole page weighs
 * every element of it, the rows' actions too, and takes seconds.
 */
const statusChip = (name: string) =>
  within(screen.getByLabelText(/^Statuses/, { selector: 'section' })).getByRole('button', { name });

/** The element a fold button (More filters, Filters) opens and closes. */
const foldOf = (button: HTMLElement) => {
  const fold = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(fold).not.toBeNull();
  return fold as HTMLElement;
};

const signInOfficer = () =>
  storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });

describe('the case list', { timeout: 60_000 }, () => {
  it("shows an officer's cases with their pins, and filters by status through the address", async () => {
    const user = setupUser();
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    const router = renderApp('/authority/case/list');

    expect(await screen.findByRole('heading', { name: 'Cases List' })).toBeInTheDocument();
    expect(await screen.findByText('2 cases')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add case' })).toHaveAttribute('href', '/case-manager/add');
    expect(lastListQuery()).toMatchObject({ ApplicationStatusMasterIds: '', PageNo: 1, PageSize: 10 });

    await user.click(statusChip('Assessment'));
    await user.click(statusChip('On hold'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=3%2C10'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ ApplicationStatusMasterIds: '3,10' }));
    expect(statusChip('Assessment')).toHaveAttribute('aria-pressed', 'true');

    // A refusal is a status of its own; the grants awaiting approval are a stage within one.
    await user.click(statusChip('Refused'));
    await user.click(statusChip('Awaiting approval'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=3%2C10%2C12&awaiting=approval'));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        ApplicationStatusMasterIds: '3,10,12',
        AwaitingApproval: 'true',
      }),
    );
    expect(statusChip('Awaiting approval')).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by referral dates typed the British way, and refuses a day that does not exist', async () => {
    const user = setupUser();
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    const router = renderApp('/authority/case/list');

    const more = await screen.findByRole('button', { name: 'More filters' });
    await user.click(more);
    const from = await within(foldOf(more)).findByRole('textbox', { name: 'Referred from' });
    // Pasted whole: what is checked is how a day is read, not each key on the way (each re-renders the page).
    await user.click(from);
    await user.paste('31/02/2026');
    expect(await within(foldOf(more)).findByText('Enter a date like 12/01/2026')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');

    await user.clear(from);
    await user.paste('15/01/2026');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-01-15'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ ReferralDateFrom: '2026-01-15' }));
    expect(from).toHaveValue('15/01/2026');
  });

  it('pins a case for the signed-in user only', async () => {
    answer(caseEndpoints.pin, ({ params }) => ({ caseId: Number(params.caseId), pinned: true }), 'Pinned.');
    const user = setupUser();
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    renderApp('/authority/case/list');

    const table = await screen.findByRole('table', { name: 'Cases' });
    await user.click(
      await within(table).findByRole('button', { name: 'Pin case HBC-2026-00001 (Peggy Woolley)' }),
    );
    await waitFor(() =>
      expect(callsTo(caseEndpoints.pin)[0]?.params).toEqual({ caseId: '1', webUserId: '7' }),
    );
    expect(await screen.findByText('Pinned.')).toBeInTheDocument();
  });

  it('applies a saved filter when chosen', async () => {
    const user = setupUser();
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    const router = renderApp('/authority/case/list?page=2');

    const saved = await screen.findByRole('combobox', { name: 'Saved filters' });
    await within(saved).findByRole('option', { name: 'My urgent ones' });
    await user.selectOptions(saved, 'My urgent ones');

    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=3%2C4&priority=Urgent&sort=ClientName'),
    );
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        ApplicationStatusMasterIds: '3,4',
        Priority: 'Urgent',
        PageNo: 1,
      }),
    );
  });

  it('offers a read-only user no way to add a case', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READONLY', auth_id: 2, webUserId: 8 });
    renderApp('/authority/case/list');
    expect(await screen.findByText('2 cases')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add case', hidden: true })).toBeNull();
  });

  it('offers a read-only user no tick boxes for bulk actions', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READONLY', auth_id: 2, webUserId: 8 });
    renderApp('/authority/case/list');
    const table = await screen.findByRole('table', { name: 'Cases' });
    await within(table).findAllByText('The Lodge, Ambridge, B33 8TH');
    expect(screen.queryByLabelText('Select all on this page')).toBeNull();
    expect(screen.queryByLabelText(/^Select case /)).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });

  it("offers a read-only user no tick boxes on a phone's cards either", async () => {
    setWindowWidth(390);
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READONLY', auth_id: 2, webUserId: 8 });
    renderApp('/authority/case/list');
    const cards = await screen.findByRole('list', { name: 'Cases' });
    await within(cards).findAllByText('The Lodge, Ambridge, B33 8TH');
    expect(screen.queryByLabelText('Select all on this page')).toBeNull();
    expect(screen.queryByLabelText(/^Select case /)).toBeNull();
  });

  it("ticks the page from the table's header, by keyboard, the bar above the rows only once a case is chosen", async () => {
    const user = setupUser();
    signInOfficer();
    renderApp('/authority/case/list');
    const table = await screen.findByRole('table', { name: 'Cases' });
    await within(table).findAllByText('The Lodge, Ambridge, B33 8TH');
    const header = within(table).getAllByRole('columnheader')[0] as HTMLElement;
    const wholePage = within(header).getByLabelText<HTMLInputElement>('Select all on this page');
    expect(wholePage).not.toBeChecked();
    expect(screen.queryByLabelText('Chosen cases')).toBeNull();

    await user.click(screen.getByLabelText(/^Select case HBC-2026-00002/));
    expect(wholePage).toBePartiallyChecked();
    expect(screen.getByLabelText('Chosen cases')).toHaveTextContent('1 selected');

    // A native tick box in the tab order (the browser test tabs to it); Space ticks the whole page.
    expect(wholePage).not.toHaveAttribute('tabindex', '-1');
    wholePage.focus();
    await user.keyboard(' ');
    expect(wholePage).toBeChecked();
    expect(screen.getByLabelText('Chosen cases')).toHaveTextContent('2 selected');
    await user.keyboard(' ');
    expect(wholePage).not.toBeChecked();
    expect(screen.queryByLabelText('Chosen cases')).toBeNull();
  });

  it('on a phone, offers the whole page to tick above the cards, a 44 px target, the bar under it once chosen', async () => {
    setWindowWidth(390);
    const user = setupUser();
    signInOfficer();
    renderApp('/authority/case/list');
    const cards = await screen.findByRole('list', { name: 'Cases' });
    await within(cards).findAllByText('The Lodge, Ambridge, B33 8TH');
    expect(screen.queryByLabelText('Chosen cases')).toBeNull();
    const wholePage = screen.getByLabelText<HTMLInputElement>('Select all on this page');
    expect(wholePage.closest('label')).toHaveStyle({ minHeight: '44px' });

    await user.click(wholePage);
    expect(
      within(cards)
        .getAllByLabelText(/^Select case /)
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    expect(screen.getByLabelText('Chosen cases')).toHaveTextContent('2 selected');
  });

  it("shows each case's next clock: its name, due date and colour in words; nothing without one", async () => {
    answer(caseEndpoints.list, () => ({
      data: [
        row({
          id: 3,
          caseNumber: 'HBC-2026-00003',
          nextClock: {
            definitionId: 1,
            name: 'Decision',
            dueDate: '2026-10-30',
            state: 'missed',
            rag: 'red',
          },
        }),
        row({
          id: 2,
          caseNumber: 'HBC-2026-00002',
          nextClock: {
            definitionId: 3,
            name: 'End to end',
            dueDate: '2099-03-12',
            state: 'paused',
            rag: 'amber',
          },
        }),
        row({}),
      ],
      totalRecords: 3,
      pageNo: 1,
      pageSize: 10,
    }));
    signInOfficer();
    renderApp('/authority/case/list');

    const table = await screen.findByRole('table', { name: 'Cases' });
    await within(table).findByText('Red: overdue');
    const [missed, paused, none] = columnCells(table, 'Timescale');
    expect(missed).toHaveTextContent('Red: overdueDecision · due 30/10/2026');
    expect(paused).toHaveTextContent('Amber: due soonEnd to end · due 12/03/2099 · paused');
    expect(none).toHaveTextContent(/^$/);
  });

  it("puts the next clock on a phone's card, in words", async () => {
    answer(caseEndpoints.list, () => ({
      data: [
        row({
          nextClock: {
            definitionId: 1,
            name: 'Decision',
            dueDate: '2026-10-30',
            state: 'missed',
            rag: 'red',
          },
        }),
      ],
      totalRecords: 1,
      pageNo: 1,
      pageSize: 10,
    }));
    setWindowWidth(390);
    signInOfficer();
    renderApp('/authority/case/list');

    const cards = await screen.findByRole('list', { name: 'Cases' });
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    expect(await within(cards).findByRole('listitem')).toHaveTextContent(
      'Decision · due 30/10/2026 · Red: overdue',
    );
  });

  it('filters by clock and clock status through the address', async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list');

    const more = await screen.findByRole('button', { name: 'More filters' });
    await user.click(more);
    const fold = foldOf(more);
    const clock = await within(fold).findByRole('combobox', { name: 'Clock' });
    await within(clock).findByRole('option', { name: 'Decision' });
    expect(
      within(clock)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any clock', 'Decision', 'Completion', 'End to end']);
    await user.selectOptions(clock, 'Decision');
    await waitFor(() => expect(router.state.location.search).toBe('?clock=1'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ ClockId: 1, ClockState: '' }));

    const status = within(fold).getByRole('combobox', { name: 'Clock status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any status', 'Due in 10 working days', 'Overdue now', 'Missed', 'Met']);
    await user.selectOptions(status, 'Due in 10 working days');
    await waitFor(() => expect(router.state.location.search).toBe('?clock=1&clockState=DueSoon'));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ ClockId: 1, ClockState: 'DueSoon', PageNo: 1 }),
    );

    await user.click(screen.getByText('Clear filters', { selector: 'button' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(clock).toHaveValue('');
    expect(status).toHaveValue('');
  });

  it('sorts by the next due date from the Timescale header', async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list');

    const table = await screen.findByRole('table', { name: 'Cases' });
    const header = within(table).getByRole('columnheader', { name: 'Timescale' });
    await user.click(within(header).getByRole('button', { name: 'Timescale' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=NextDue'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ SortCol: 'NextDue', SortDir: 'asc' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows an officer no Officer column: the cases they see are all their own', async () => {
    signInOfficer();
    renderApp('/authority/case/list');

    const table = await screen.findByRole('table', { name: 'Cases' });
    await within(table).findAllByText('The Lodge, Ambridge, B33 8TH');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
      // A read-write officer ticks cases for a bulk action (docs/bulk-actions.md): the first column,
      // its header a tick box with no words of its own.
    ).toEqual(['', 'Case', 'ClientPost code', 'StatusPriority', 'Timescale', 'ReferredUpdated', 'Actions']);
  });

  it("shows an authority ADMIN each case's officer", async () => {
    storeSessionUser({ user_type: 'AUTHORITY', role: 'ADMIN', auth_id: 2, webUserId: 3 });
    renderApp('/authority/case/list');

    const table = await screen.findByRole('table', { name: 'Cases' });
    await within(table).findAllByText('The Lodge, Ambridge, B33 8TH');
    expect(columnCells(table, 'Officer')[0]).toHaveTextContent('Sam Officer');
  });

  it("shows the dashboard's clock month as a filter that can be removed, keeping the clock and status", async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list?clock=2&clockState=Met&clockMonth=2026-10');

    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ ClockId: 2, ClockState: 'Met', ClockMonth: '2026-10' }),
    );
    const month = await screen.findByRole('button', {
      name: 'Remove the filter Clocks met or missed in Oct 2026',
    });
    // The clock and its status are among the folded filters, counted on their button.
    const more = screen.getByRole('button', { name: 'More filters (2)' });
    await user.click(more);
    const clock = await within(foldOf(more)).findByRole('combobox', { name: 'Clock' });
    await within(clock).findByRole('option', { name: 'Completion' });
    expect(clock).toHaveDisplayValue('Completion');
    expect(within(foldOf(more)).getByRole('combobox', { name: 'Clock status' })).toHaveDisplayValue('Met');

    month.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?clock=2&clockState=Met'));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ ClockId: 2, ClockState: 'Met', ClockMonth: '' }),
    );
    expect(screen.queryByLabelText(/Clocks met or missed/)).toBeNull();
  });

  it('shows a Spend figure clicked through as a filter that can be removed', async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list?spend=Paid&spendYear=2025&spendMonth=2025-12');

    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ SpendFigure: 'Paid', SpendYear: 2025, SpendMonth: '2025-12' }),
    );
    const paid = await screen.findByRole('button', { name: 'Remove the filter Paid in Dec 2025' });
    await user.click(paid);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ SpendFigure: '', SpendYear: '' }));
  });

  it("shows a dashboard total's months as one filter, removed together", async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp(
      '/authority/case/list?clock=2&clockState=Missed&clockMonth=2026-07&clockMonthTo=2026-09',
    );

    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ ClockMonth: '2026-07', ClockMonthTo: '2026-09' }),
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove the filter Clocks met or missed from Jul 2026 to Sept 2026',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?clock=2&clockState=Missed'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ ClockMonth: '', ClockMonthTo: '' }));
  });

  it('saves the clock filters in a bookmark and brings them back when it is chosen', async () => {
    const missedDecisions = {
      id: 32,
      name: 'Missed decisions',
      filter: {
        ...urgentFilter.filter,
        ApplicationStatusMasterIds: [],
        Priority: null,
        ClockId: 1,
        ClockState: 'Missed',
      },
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    answer(bookmarkEndpoints.list, () => [urgentFilter, missedDecisions]);
    answer(bookmarkEndpoints.add, () => missedDecisions, 'Filter "Missed decisions" saved.');
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list?clock=1&clockState=Missed');

    await user.click(await screen.findByRole('button', { name: 'Save filter', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this filter' });
    // Pasted whole: the name is not the subject, and each key would re-render the dialog.
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Missed decisions');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(bookmarkEndpoints.add)[0]?.body).toMatchObject({
        name: 'Missed decisions',
        filter: { ClockId: 1, ClockState: 'Missed', ClockMonth: '' },
      }),
    );

    const saved = screen.getByRole('combobox', { name: 'Saved filters' });
    await user.selectOptions(saved, 'My urgent ones');
    await waitFor(() => expect(router.state.location.search).not.toContain('clock'));
    await user.selectOptions(saved, 'Missed decisions');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?clock=1&clockState=Missed&sort=ClientName'),
    );
    const more = screen.getByRole('button', { name: 'More filters (2)' });
    await user.click(more);
    const fold = foldOf(more);
    expect(await within(fold).findByRole('combobox', { name: 'Clock' })).toHaveDisplayValue('Decision');
    expect(within(fold).getByRole('combobox', { name: 'Clock status' })).toHaveDisplayValue('Missed');
  });

  it("shows the client's address under their name, and sorts by post code from the Client header", async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list');

    const table = await screen.findByRole('table', { name: 'Cases' });
    await within(table).findAllByText('The Lodge, Ambridge, B33 8TH');
    const [jill] = columnCells(table, 'ClientPost code');
    expect(jill).toHaveTextContent('Jill WoolleyThe Lodge, Ambridge, B33 8TH');
    const header = within(table).getByRole('columnheader', { name: 'Client Post code' });
    await user.click(within(header).getByRole('button', { name: 'Post code' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=PostCode'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ SortCol: 'PostCode', SortDir: 'asc' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('folds the less used filters behind a More filters button that counts those set, by mouse and keyboard', async () => {
    const user = setupUser();
    signInOfficer();
    renderApp('/authority/case/list?priority=Urgent&from=2026-01-15&status=3');

    // Search, saved filters and statuses stay in sight. (Found with hidden: true, which spares each
    // role query a style walk up from every candidate: toBeVisible is what checks they are seen.)
    await screen.findByRole('table', { name: 'Cases' });
    expect(
      screen.getByRole('searchbox', { name: 'Search case number, client or post code', hidden: true }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Saved filters', hidden: true })).toBeVisible();
    expect(statusChip('Assessment')).toHaveAttribute('aria-pressed', 'true');

    // Priority and the referral date are set among the folded ones: the button says two.
    const more = screen.getByRole('button', { name: 'More filters (2)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const fold = foldOf(more);
    for (const label of ['Contractor', 'Priority', 'Clock', 'Clock status', 'Referred from', 'Referred to']) {
      expect(within(fold).getByLabelText(label)).not.toBeVisible();
    }

    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(fold).getByRole('combobox', { name: 'Priority' })).toBeVisible());
    expect(within(fold).getByRole('combobox', { name: 'Priority' })).toHaveDisplayValue('Urgent');
    expect(within(fold).getByRole('textbox', { name: 'Referred from' })).toHaveValue('15/01/2026');
    for (const label of ['Contractor', 'Clock', 'Clock status', 'Referred to']) {
      expect(within(fold).getByLabelText(label)).toBeVisible();
    }

    await user.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(fold).getByLabelText('Priority')).not.toBeVisible());
  });

  it('offers one Clear filters button, which clears every filter and lets go of the saved filter chosen', async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list');

    const saved = await screen.findByRole('combobox', { name: 'Saved filters' });
    await within(saved).findByRole('option', { name: 'My urgent ones' });
    expect(screen.queryByRole('button', { name: /^Clear/, hidden: true })).toBeNull();
    await user.selectOptions(saved, 'My urgent ones');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=3%2C4&priority=Urgent&sort=ClientName'),
    );
    expect(screen.getByRole('button', { name: 'More filters (1)', hidden: true })).toBeVisible();

    const clears = screen.getAllByRole('button', { name: /^Clear/, hidden: true });
    expect(clears.map((button) => button.textContent)).toEqual(['Clear filters']);
    await user.click(clears[0] as HTMLElement);
    // The order stays: it is not a filter.
    await waitFor(() => expect(router.state.location.search).toBe('?sort=ClientName'));
    expect(saved).toHaveDisplayValue('Choose a saved filter');
    expect(screen.getByRole('button', { name: 'More filters', hidden: true })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Clear/, hidden: true })).toBeNull();
  });

  it('on a phone, keeps the search in sight and folds the other filters behind a button that counts them', async () => {
    setWindowWidth(390);
    const user = setupUser();
    signInOfficer();
    renderApp('/authority/case/list?status=3&priority=Urgent');

    await screen.findByRole('list', { name: 'Cases' });
    expect(
      screen.getByRole('searchbox', { name: 'Search case number, client or post code', hidden: true }),
    ).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const fold = foldOf(toggle);
    expect(within(fold).getByLabelText('Priority')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(fold).getByLabelText('Priority')).toBeVisible());
    expect(within(fold).getByRole('combobox', { name: 'Priority' })).toHaveDisplayValue('Urgent');
    expect(within(fold).getByRole('combobox', { name: 'Saved filters', hidden: true })).toBeVisible();
    expect(statusChip('Assessment')).toHaveAttribute('aria-pressed', 'true');

    // The sorts the table's headers offer for their second lines, the phone's sort choice names.
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const sorts = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(sorts.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Post code (ascending)', 'Priority (descending)', 'Updated (descending)']),
    );
  });
});

const PAGED_TOTAL = 1_234;

/**
 * A long list as the server pages it: any page by number or from a cursor, each naming the pages
 * either side by cursors that say where they came from (`after-3` is page 3's next).
 */
function answerLongList({ query }: FakeCall) {
  const pageNo = Number(query.PageNo);
  const last = Math.ceil(PAGED_TOTAL / 10);
  const first = (pageNo - 1) * 10;
  return {
    data: Array.from({ length: Math.min(10, PAGED_TOTAL - first) }, (_, index) =>
      row({ id: first + index + 1, caseNumber: `HBC-2026-${String(first + index + 1).padStart(5, '0')}` }),
    ),
    totalRecords: PAGED_TOTAL,
    pageNo,
    pageSize: 10,
    next: pageNo < last ? `after-${pageNo}` : null,
    prev: pageNo > 1 ? `before-${pageNo}` : null,
  };
}

/**
 * The pager's buttons, by the names a screen reader says (by label: a role query weighs every
 * button of the page, the rows' actions too, and takes seconds each time).
 */
const pagerButton = (move: 'first' | 'previous' | 'next' | 'last') =>
  screen.getByLabelText(`Go to ${move} page`, { selector: 'button' });

describe('paging the case list', { timeout: 60_000 }, () => {
  beforeEach(() => answer(caseEndpoints.list, answerLongList));

  it('goes next and previous by the cursors of the page shown, the page and its cursor in the address', async () => {
    const user = setupUser();
    signInOfficer();
    // From a shared link to page 5, so that every page after is asked for afresh (none cached).
    const router = renderApp('/authority/case/list?page=5&cursor=after-4');

    expect(await screen.findByText('41–50 of 1,234')).toBeInTheDocument();
    await user.click(pagerButton('next'));
    expect(await screen.findByText('51–60 of 1,234')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=6&cursor=after-5');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ PageNo: 6, Cursor: 'after-5' }));

    await screen.findByText('HBC-2026-00051');
    await user.click(pagerButton('previous'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=5&cursor=before-6'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ PageNo: 5, Cursor: 'before-6' }));
  });

  it('goes to the last and the first page by number, with no cursor', async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list?page=5&cursor=after-4');

    await screen.findByText('HBC-2026-00041');
    await user.click(pagerButton('last'));
    expect(await screen.findByText('1,231–1,234 of 1,234')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=124');
    expect(lastListQuery()).toMatchObject({ PageNo: 124 });
    expect(lastListQuery()).not.toHaveProperty('Cursor');
    expect(pagerButton('next')).toBeDisabled();
    expect(pagerButton('last')).toBeDisabled();

    await user.click(pagerButton('first'));
    expect(await screen.findByText('1–10 of 1,234')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(lastListQuery()).toMatchObject({ PageNo: 1 });
    expect(lastListQuery()).not.toHaveProperty('Cursor');
    expect(pagerButton('first')).toBeDisabled();
    expect(pagerButton('previous')).toBeDisabled();
  });

  it('shows the same page after a reload or from a shared link: its number and the cursor it was read from', async () => {
    signInOfficer();
    renderApp('/authority/case/list?page=7&cursor=after-6');

    expect(await screen.findByText('61–70 of 1,234')).toBeInTheDocument();
    expect(callsTo(caseEndpoints.list).map((call) => call.query)).toEqual([
      expect.objectContaining({ PageNo: 7, Cursor: 'after-6' }),
    ]);
  });

  // Each from a later page read by its cursor, as a shared link or a reload would show it.
  it('goes back to page 1 with no cursor when a filter changes', async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list?page=7&cursor=after-6');

    await screen.findByText('61–70 of 1,234');
    await user.click(statusChip('Assessment'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=3'));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ ApplicationStatusMasterIds: '3', PageNo: 1 }),
    );
    expect(lastListQuery()).not.toHaveProperty('Cursor');
  });

  it('goes back to page 1 with no cursor when the sort changes', async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list?status=3&page=2&cursor=after-1');

    const table = await screen.findByRole('table', { name: 'Cases' });
    await screen.findByText('11–20 of 1,234');
    await user.click(within(table).getByRole('button', { name: 'Post code' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=3&sort=PostCode'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ SortCol: 'PostCode', PageNo: 1 }));
    expect(lastListQuery()).not.toHaveProperty('Cursor');
  });

  it('goes back to page 1 with no cursor when the page size changes', async () => {
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list?status=3&sort=PostCode&page=2&cursor=after-1');

    await screen.findByText('11–20 of 1,234');
    // By label: a role query would weigh every button of the page (see pagerButton).
    await user.click(screen.getByLabelText(/Rows per page/, { selector: '[role="combobox"]' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '25' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=3&sort=PostCode&pageSize=25'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ PageNo: 1, PageSize: 25 }));
    expect(lastListQuery()).not.toHaveProperty('Cursor');
  });

  it('applies a saved filter on page 1 with no cursor, and saves no page or cursor in a bookmark', async () => {
    answer(bookmarkEndpoints.add, () => urgentFilter, 'Filter "Mine" saved.');
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list?status=3&page=7&cursor=after-6');

    await user.click(await screen.findByRole('button', { name: 'Save filter', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this filter' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(bookmarkEndpoints.add)).toHaveLength(1));
    const saved = JSON.stringify(callsTo(bookmarkEndpoints.add)[0]?.body);
    expect(saved).not.toMatch(/cursor|after-6|PageNo/i);

    const choice = screen.getByRole('combobox', { name: 'Saved filters' });
    await user.selectOptions(choice, 'My urgent ones');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=3%2C4&priority=Urgent&sort=ClientName'),
    );
    await waitFor(() => expect(lastListQuery()).toMatchObject({ Priority: 'Urgent', PageNo: 1 }));
    expect(lastListQuery()).not.toHaveProperty('Cursor');
  });

  it('says when a page link no longer works, with a way back to the first page instead of the rows', async () => {
    answer(caseEndpoints.list, (call) => {
      if (call.query.Cursor === 'stale') {
        throw axiosFailure(400, 'Correct the fields shown', {
          Cursor: [CASE_LIST_CURSOR_MESSAGES.otherList],
        });
      }
      return answerLongList(call);
    });
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list?page=40&cursor=stale');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CASE_LIST_CURSOR_MESSAGES.otherList);
    expect(await screen.findByText('No cases to show.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again', hidden: true })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByText('1–10 of 1,234')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(lastListQuery()).toMatchObject({ PageNo: 1 });
    expect(lastListQuery()).not.toHaveProperty('Cursor');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a numbered page is too deep to ask for by its number, with a way back to the first page', async () => {
    answer(caseEndpoints.list, (call) => {
      if (call.query.PageNo === 500 && call.query.Cursor === undefined) {
        throw axiosFailure(400, 'Correct the fields shown', { PageNo: [CASE_LIST_CURSOR_MESSAGES.tooDeep] });
      }
      return answerLongList(call);
    });
    signInOfficer();
    renderApp('/authority/case/list?page=500');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CASE_LIST_CURSOR_MESSAGES.tooDeep);
    expect(within(alert).getByRole('button', { name: 'Go to the first page' })).toBeInTheDocument();
  });

  it('on a phone, offers the four buttons by name, by keyboard, each a 44 px target', async () => {
    setWindowWidth(390);
    const user = setupUser();
    signInOfficer();
    const router = renderApp('/authority/case/list');

    await screen.findByRole('list', { name: 'Cases' });
    expect(await screen.findByText('1–10 of 1,234')).toBeInTheDocument();
    for (const move of ['first', 'previous', 'next', 'last'] as const) {
      const style = getComputedStyle(pagerButton(move));
      expect(style.minWidth).toBe('44px');
      expect(style.minHeight).toBe('44px');
    }

    pagerButton('next').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&cursor=after-1'));
    expect(await screen.findByText('11–20 of 1,234')).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(pagerButton('previous')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?cursor=before-2'));
  });
});
