import { authorityUserEndpoints } from '@casekeeper/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({
  getAbilities: vi.fn(() => new Promise(() => undefined)),
}));

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  answer(authorityUserEndpoints.list, () => ({
    data: [],
    totalRecords: 0,
    pageNo: 1,
    pageSize: 1,
    authority: { id: 4, name: 'Leeds City Council', shortCode: 'LCC', isActive: true },
  }));
  storeSessionUser({ user_type: 'ADMIN', first_name: 'Priya' });
});
afterEach(() => resetAppStoreForTests());

describe('the add user form’s help text', { timeout: 60_000 }, () => {
  it('describes the selected user type and role and names the authority', async () => {
    renderApp('/authority/user/add/4');

    const userType = await screen.findByLabelText(/User type/);
    const role = screen.getByLabelText(/Role/);
    await waitFor(() =>
      expect(userType).toHaveAccessibleDescription(
        'A member of staff at Leeds City Council; the role says what they may do.',
      ),
    );
    expect(role).toHaveAccessibleDescription(
      'Creates and edits the Leeds City Council cases assigned to them, with alarms.',
    );
    expect(screen.queryByText(/An authority account manages/)).toBeNull();

    await userEvent.selectOptions(userType, 'AUTHORITY');
    await userEvent.selectOptions(role, 'ADMIN');
    expect(userType).toHaveAccessibleDescription(
      "Leeds City Council's own account: with the Admin role it manages the authority's users.",
    );
    expect(role).toHaveAccessibleDescription(
      "Manages Leeds City Council's users and contractors, and sees every case.",
    );

    await userEvent.selectOptions(role, 'READONLY');
    expect(role).toHaveAccessibleDescription(
      'Reads the Leeds City Council cases assigned to them and changes nothing.',
    );
    expect(callsTo(authorityUserEndpoints.list)).toContainEqual(
      expect.objectContaining({
        params: { authorityId: '4' },
        query: expect.objectContaining({ pageSize: 1 }),
      }),
    );
  });
});
