import { adminEndpoints, signedInDeviceEndpoints, type PlatformAdmin } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { answer, callsTo } from '@/testing/fake-api';
import { PlatformAdminListPage } from './platform-admin-list-page';

const now = '2026-03-01T10:00:00.000Z';
const admin = (id: number, firstName: string, more: Partial<PlatformAdmin> = {}): PlatformAdmin => ({
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
  can: { edit: true, delete: true, toggleActive: true, resendInvitation: false },
  ...more,
});

describe('the platform admins list: Sign out everywhere', () => {
  it('signs another admin out once confirmed, and is not offered on your own row', async () => {
    answer(adminEndpoints.list, () => ({
      data: [
        admin(1, 'Priya', {
          can: { edit: true, delete: false, toggleActive: false, resendInvitation: false },
        }),
        admin(2, 'Omar'),
      ],
      totalRecords: 2,
      pageNo: 1,
      pageSize: 10,
    }));
    answer(signedInDeviceEndpoints.endAllOfUser, () => ({ sessionsEnded: 1 }), 'Signed out.');
    showWithStore(<PlatformAdminListPage />);

    await userEvent.click(await screen.findByLabelText('Sign Omar Tester out everywhere'));
    expect(screen.queryByLabelText('Sign Priya Tester out everywhere')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Sign Omar Tester out everywhere?');
    await userEvent.click(within(dialog).getByText('Sign out everywhere'));

    await waitFor(() =>
      expect(callsTo(signedInDeviceEndpoints.endAllOfUser).map(({ params }) => params)).toEqual([
        { id: '2' },
      ]),
    );
  });
});
