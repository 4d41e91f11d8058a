import { adminEndpoints, type Authority, type Page, type PlatformAdmin } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { resetWindowWidth, setWindowWidth } from '@/testing/window-width';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({
  getAbilities: vi.fn(() => new Promise(() => undefined)),
}));

const now = '2025-03-01T10:00:00.000Z';
const leeds: Authority = {
  type: 'authority',
  id: 4,
  name: 'Leeds City Council',
  shortCode: 'LCC',
  addressLine1: '1 Civic Hall',
  addressLine2: null,
  town: 'Leeds',
  county: null,
  postCode: 'LS1 1UR',
  contactEmail: 'info@leeds.gov.uk',
  contactPhone: null,
  isActive: true,
  userCount: 3,
  createdAt: now,
  updatedAt: now,
  version: 1,
  can: { edit: true, delete: true, toggleActive: true, manageUsers: true, manageContractors: true },
} as unknown as Authority;
const invitedAdmin = {
  type: 'admin',
  id: 7,
  email: 'nia@example.gov.uk',
  firstName: 'Nia',
  lastName: 'Jones',
  phone: null,
  isActive: true,
  hasPassword: false,
  lastLoginAt: null,
  createdAt: now,
  updatedAt: now,
  version: 1,
  can: { edit: true, delete: true, toggleActive: true, resendInvitation: true },
} satisfies PlatformAdmin;
const page = <T,>(data: T[], totalRecords = data.length): Page<T> => ({
  data,
  totalRecords,
  pageNo: 1,
  pageSize: 10,
});
/** The server's lists: these authorities, and these platform admins. */
const answerLists = (lists: { authorities?: Page<Authority>; admins?: PlatformAdmin[] }) =>
  answer(adminEndpoints.list, ({ params }) =>
    params.type === 'authority' ? (lists.authorities ?? page([])) : page(lists.admins ?? []),
  );

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  storeSessionUser({ user_type: 'ADMIN', first_name: 'Priya' });
});
afterEach(() => {
  resetAppStoreForTests();
  resetWindowWidth();
});

describe('a list’s row actions', { timeout: 60_000 }, () => {
  it('name what they do and to which record, with a tooltip, and say Deactivate for an active record', async () => {
    setWindowWidth(1440);
    answerLists({ authorities: page([leeds]) });
    renderApp('/authority');

    const table = await screen.findByRole('table', { name: 'Authorities' });
    const names = [
      'Edit Leeds City Council',
      'Users of Leeds City Council',
      'Contractors of Leeds City Council',
      'Deactivate Leeds City Council',
      'Delete Leeds City Council',
    ];
    for (const name of names) expect(await within(table).findByRole('button', { name })).toBeInTheDocument();

    await userEvent.hover(within(table).getByRole('button', { name: 'Users of Leeds City Council' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Users of Leeds City Council');
  });

  it('say Activate for an inactive record', async () => {
    setWindowWidth(1440);
    answerLists({ authorities: page([{ ...leeds, isActive: false }]) });
    renderApp('/authority');
    expect(await screen.findByRole('button', { name: 'Activate Leeds City Council' })).toBeInTheDocument();
  });
});

describe('a list on a phone', { timeout: 60_000 }, () => {
  it('shows each record as a card with its status and a row menu of labelled actions', async () => {
    setWindowWidth(390);
    answerLists({ authorities: page([leeds]) });
    renderApp('/authority');

    const list = await screen.findByRole('list', { name: 'Authorities' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = await within(list).findByRole('listitem');
    expect(card).toHaveTextContent('Leeds City Council');
    expect(card).toHaveTextContent('Active');

    await userEvent.click(within(card).getByRole('button', { name: 'Actions for Leeds City Council' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Edit Leeds City Council',
      'Users of Leeds City Council',
      'Contractors of Leeds City Council',
      'Deactivate Leeds City Council',
      'Delete Leeds City Council',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Users of Leeds City Council' })).toHaveTextContent(
      'Users',
    );
  });
});

describe('a list’s status chip', { timeout: 60_000 }, () => {
  it('says Invited for someone who has not chosen a password yet', async () => {
    setWindowWidth(1440);
    answerLists({ admins: [invitedAdmin] });
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: 'Platform admins' });
    const row = (await within(table).findByRole('cell', { name: 'Nia' })).closest('tr');
    expect(row).toHaveTextContent('Invited');
  });
});

describe('a list’s filters and paging', { timeout: 60_000 }, () => {
  it('are read from the address', async () => {
    setWindowWidth(1440);
    answerLists({ authorities: page([leeds], 60) });
    renderApp('/authority?search=leeds&status=active&page=3&pageSize=25&sort=-town');

    await waitFor(() =>
      expect(callsTo(adminEndpoints.list)).toContainEqual(
        expect.objectContaining({
          params: { type: 'authority', page: '3' },
          query: { pageSize: 25, search: 'leeds', status: 'active', sortCol: 'town', sortDir: 'desc' },
        }),
      ),
    );
    expect(await screen.findByLabelText('Search by name, code or town')).toHaveValue('leeds');
    expect(screen.getByRole('button', { name: 'Active', pressed: true })).toBeInTheDocument();
  });

  it('are written to the address, so a reload or the back button keeps them', async () => {
    setWindowWidth(1440);
    answerLists({ authorities: page([leeds]) });
    const router = renderApp('/authority');

    await userEvent.click(await screen.findByRole('button', { name: 'Inactive' }));
    await userEvent.type(screen.getByLabelText('Search by name, code or town'), 'leeds');

    await waitFor(() => expect(router.state.location.search).toBe('?status=inactive&search=leeds'));
    await router.navigate('/admin');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?status=inactive&search=leeds'));
    expect(await screen.findByLabelText('Search by name, code or town')).toHaveValue('leeds');
  });
});
