import {
  adminEndpoints,
  authorityUserEndpoints,
  invitationEndpoints,
  type Authority,
  type Page,
  type PlatformAdmin,
} from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { resetAppStoreForTests } from '../store/app-store';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({
  getAbilities: vi.fn(() => new Promise(() => undefined)),
}));

const now = '2025-03-01T10:00:00.000Z';
const admin = (
  id: number,
  firstName: string,
  can = { edit: true, delete: true, toggleActive: true, resendInvitation: false },
): PlatformAdmin => ({
  type: 'admin',
  id,
  email: `${firstName.toLowerCase()}@example.gov.uk`,
  firstName,
  lastName: 'Tester',
  phone: null,
  isActive: true,
  hasPassword: true,
  lastLoginAt: now,
  createdAt: now,
  updatedAt: now,
  version: 1,
  can,
});
const page = <T,>(data: T[]): Page<T> => ({ data, totalRecords: data.length, pageNo: 1, pageSize: 10 });
/** The server's list of platform admins (authorities: none). */
const answerAdmins = (admins: PlatformAdmin[]) =>
  answer(adminEndpoints.list, ({ params }) => page(params.type === 'admin' ? admins : []));

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  storeSessionUser({ user_type: 'ADMIN', first_name: 'Priya' });
});
afterEach(() => resetAppStoreForTests());

// Whole pages render slowly in jsdom on a busy machine.
describe('the admin list', { timeout: 60_000 }, () => {
  it('shows the server page, with row actions only where the record allows them', async () => {
    answerAdmins([
      admin(1, 'Priya', { edit: true, delete: false, toggleActive: false, resendInvitation: false }),
      admin(2, 'Omar'),
    ]);
    renderApp('/admin');

    const table = await screen.findByRole('table', { name: 'Platform admins' });
    await within(table).findByRole('cell', { name: 'Omar' });
    expect(within(table).getByRole('button', { name: 'Edit Priya Tester' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete Priya Tester' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete Omar Tester' })).toBeInTheDocument();
    expect(callsTo(adminEndpoints.list)).toContainEqual(
      expect.objectContaining({
        params: { type: 'admin', page: '1' },
        query: { pageSize: 10, search: '', status: 'all', sortCol: 'lastName', sortDir: 'asc' },
      }),
    );
  });

  it('asks before deleting, and deletes nothing when cancelled', async () => {
    answerAdmins([admin(2, 'Omar')]);
    answer(adminEndpoints.delete, () => null, 'The admin was deleted.');
    renderApp('/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Omar Tester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Omar Tester?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(adminEndpoints.delete)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Omar Tester' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete platform admin' }));
    await waitFor(() =>
      expect(callsTo(adminEndpoints.delete)).toEqual([
        expect.objectContaining({ params: { type: 'admin', id: '2' } }),
      ]),
    );
    expect(await screen.findByText('The admin was deleted.')).toBeInTheDocument();
  });

  it('offers a new invitation only to an admin who has not chosen a password, and sends it once confirmed', async () => {
    answerAdmins([
      admin(2, 'Omar'),
      {
        ...admin(3, 'Ines', { edit: true, delete: true, toggleActive: true, resendInvitation: true }),
        hasPassword: false,
      },
    ]);
    answer(
      invitationEndpoints.resendToPlatformAdmin,
      () => null,
      'A new invitation has been sent to ines@example.gov.uk.',
    );
    renderApp('/admin');

    const table = await screen.findByRole('table', { name: 'Platform admins' });
    await within(table).findByRole('cell', { name: 'Ines' });
    expect(within(table).queryByRole('button', { name: 'Send Omar Tester a new invitation' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Send Ines Tester a new invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Ines Tester a new invitation?' });
    expect(within(dialog).getByText(/ines@example.gov.uk will be e-mailed a new link/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(callsTo(invitationEndpoints.resendToPlatformAdmin)).toEqual([
        expect.objectContaining({ params: { id: '3' } }),
      ]),
    );
    expect(
      await screen.findByText('A new invitation has been sent to ines@example.gov.uk.'),
    ).toBeInTheDocument();
  });

  it('says so when nothing matches, and searches on the server after a pause', async () => {
    answer(adminEndpoints.list, () => page<Authority>([]));
    renderApp('/authority');

    expect(await screen.findByText('There are no authorities yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by name, code or town'), 'hale');
    await waitFor(() =>
      expect(callsTo(adminEndpoints.list).at(-1)).toMatchObject({
        params: { type: 'authority', page: '1' },
        query: { search: 'hale' },
      }),
    );
    expect(await screen.findByText(/No authorities match your search/)).toBeInTheDocument();
  });

  it('explains a list that could not be loaded and offers to try again', async () => {
    let failed = false;
    answer(adminEndpoints.list, () => {
      if (failed) return page([admin(2, 'Omar')]);
      failed = true;
      throw axiosFailure(500, 'Something went wrong on our side.');
    });
    renderApp('/admin');

    expect(
      await screen.findByText(/could not be loaded: Something went wrong on our side\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Omar' })).toBeInTheDocument();
  });
});

describe('the add forms', { timeout: 60_000 }, () => {
  it('checks fields with the contract before sending, then shows the server’s per-field errors', async () => {
    answer(adminEndpoints.add, () => {
      throw axiosFailure(409, 'Check the highlighted fields.', {
        email: ['Someone already uses this e-mail address'],
      });
    });
    renderApp('/admin/add');

    await userEvent.click(await screen.findByRole('button', { name: 'Add admin' }));
    expect(await screen.findByRole('textbox', { name: /first name/i })).toHaveAccessibleDescription(
      'Enter a first name',
    );
    expect(callsTo(adminEndpoints.add)).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /first name/i }), 'Omar');
    await userEvent.type(screen.getByRole('textbox', { name: /last name/i }), 'Tester');
    await userEvent.type(screen.getByRole('textbox', { name: /e-mail address/i }), 'omar@example.gov.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Add admin' }));

    const email = screen.getByRole('textbox', { name: /e-mail address/i });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Someone already uses this e-mail address'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(adminEndpoints.add)).toEqual([
      expect.objectContaining({
        body: {
          type: 'admin',
          email: 'omar@example.gov.uk',
          firstName: 'Omar',
          lastName: 'Tester',
          phone: null,
        },
      }),
    ]);
  });

  it('normalises a UK post code when the field is left', async () => {
    renderApp('/authority/add');
    const postCode = await screen.findByRole('textbox', { name: /post code/i });
    await userEvent.type(postCode, 'sw1a1aa');
    await userEvent.tab();
    expect(postCode).toHaveValue('SW1A 1AA');
  });

  it('shows the NOT FOUND page for a form type that does not exist', async () => {
    renderApp('/admin/remove');
    expect(await screen.findByRole('heading', { name: 'NOT FOUND' })).toBeInTheDocument();
  });
});

describe('the admin console routes', { timeout: 60_000 }, () => {
  it('read /authority/user/{id} as the users of that authority', async () => {
    answer(authorityUserEndpoints.list, () => ({
      data: [],
      totalRecords: 0,
      pageNo: 1,
      pageSize: 10,
      authority: { id: 7, name: 'Hale Council', shortCode: 'HALE', isActive: true },
    }));
    renderApp('/authority/user/7');

    expect(await screen.findByText('Hale Council (HALE)')).toBeInTheDocument();
    expect(callsTo(authorityUserEndpoints.list)).toContainEqual(
      expect.objectContaining({
        params: { authorityId: '7' },
        query: expect.objectContaining({ pageNo: 1 }),
      }),
    );
  });
});
