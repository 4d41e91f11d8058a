import {
  bookmarkEndpoints,
  caseEndpoints,
  type BookmarkFilter,
  type CaseListRow,
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
  pinned: false,
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
  }));
  answer(caseEndpoints.options, () => ({ officers: [{ id: 7, name: 'Sam Officer' }], contractors: [] }));
  answer(bookmarkEndpoints.list, () => [urgentFilter]);
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

const lastListQuery = () => callsTo(caseEndpoints.list).at(-1)?.query;

describe('the case list', { timeout: 60_000 }, () => {
  it("shows an officer's cases with their pins, and filters by status through the address", async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    const router = renderApp('/authority/case/list');

    expect(await screen.findByRole('heading', { name: 'Cases List' })).toBeInTheDocument();
    expect(await screen.findByText('2 cases')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add case' })).toHaveAttribute('href', '/case-manager/add');
    expect(lastListQuery()).toMatchObject({ ApplicationStatusMasterIds: '', PageNo: 1, PageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Assessment' }));
    await userEvent.click(screen.getByRole('button', { name: 'On hold' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=3%2C10'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ ApplicationStatusMasterIds: '3,10' }));
    expect(screen.getByRole('button', { name: 'Assessment' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by referral dates typed the British way, and refuses a day that does not exist', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    const router = renderApp('/authority/case/list');

    const from = await screen.findByRole('textbox', { name: 'Referred from' });
    await userEvent.type(from, '31/02/2026');
    expect(await screen.findByText('Enter a date like 12/01/2026')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');

    await userEvent.clear(from);
    await userEvent.type(from, '15/01/2026');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-01-15'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ ReferralDateFrom: '2026-01-15' }));
    expect(from).toHaveValue('15/01/2026');
  });

  it('pins a case for the signed-in user only', async () => {
    answer(caseEndpoints.pin, ({ params }) => ({ caseId: Number(params.caseId), pinned: true }), 'Pinned.');
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    renderApp('/authority/case/list');

    const table = await screen.findByRole('table', { name: 'Cases' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Pin case HBC-2026-00001 (Peggy Woolley)' }),
    );
    await waitFor(() =>
      expect(callsTo(caseEndpoints.pin)[0]?.params).toEqual({ caseId: '1', webUserId: '7' }),
    );
    expect(await screen.findByText('Pinned.')).toBeInTheDocument();
  });

  it('applies a saved filter when chosen', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
    const router = renderApp('/authority/case/list?page=2');

    const saved = await screen.findByRole('combobox', { name: 'Saved filters' });
    await within(saved).findByRole('option', { name: 'My urgent ones' });
    await userEvent.selectOptions(saved, 'My urgent ones');

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
    expect(screen.queryByRole('link', { name: 'Add case' })).toBeNull();
  });
});
