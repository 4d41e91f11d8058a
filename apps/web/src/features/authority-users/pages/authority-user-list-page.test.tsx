import {
  authorityUserEndpoints,
  signedInDeviceEndpoints,
  type AuthorityUser,
  type AuthorityUserPage,
} from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { answer, callsTo } from '@/testing/fake-api';
import { AuthorityUserListPage } from './authority-user-list-page';

const now = '2026-03-01T10:00:00.000Z';
const everything = {
  edit: true,
  delete: true,
  toggleActive: true,
  changeRole: true,
  impersonate: false,
  resendInvitation: false,
};
const user = (id: number, firstName: string, more: Partial<AuthorityUser> = {}): AuthorityUser => ({
  id,
  authorityId: 4,
  email: `${firstName.toLowerCase()}@leeds.gov.uk`,
  firstName,
  lastName: 'Lee',
  phone: null,
  userType: 'AUTHORITY_USER',
  role: 'READWRITE',
  isActive: true,
  hasPassword: true,
  lastLoginAt: now,
  createdAt: now,
  updatedAt: now,
  version: 1,
  can: everything,
  ...more,
});

function answerUsers(users: AuthorityUser[]) {
  answer(authorityUserEndpoints.list, (): AuthorityUserPage => ({
    data: users,
    totalRecords: users.length,
    pageNo: 1,
    pageSize: 10,
    authority: { id: 4, name: 'Leeds City Council', shortCode: 'LCC', isActive: true },
  }));
}

describe('the authority users list: Sign out everywhere', () => {
  it('is offered for active users with a password other than yourself, and signs them out once confirmed', async () => {
    answerUsers([
      user(1, 'Kim'),
      user(2, 'Ivy', { hasPassword: false, can: { ...everything, resendInvitation: true } }),
      user(3, 'Dan', { isActive: false }),
      // Your own row: you may not deactivate yourself.
      user(4, 'Me', { can: { ...everything, toggleActive: false, delete: false, changeRole: false } }),
    ]);
    answer(
      signedInDeviceEndpoints.endAllOfAuthorityUser,
      () => ({ sessionsEnded: 2 }),
      'Kim Lee has been signed out everywhere (2 sign-ins ended).',
    );
    showWithStore(<AuthorityUserListPage authorityId={4} />);

    const signOutKim = await screen.findByLabelText('Sign Kim Lee out everywhere');
    for (const name of ['Ivy Lee', 'Dan Lee', 'Me Lee']) {
      expect(screen.queryByLabelText(`Sign ${name} out everywhere`)).toBeNull();
    }

    await userEvent.click(signOutKim);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Sign Kim Lee out everywhere?');
    expect(dialog).toHaveTextContent('Their account stays active.');
    await userEvent.click(within(dialog).getByText('Sign out everywhere'));

    await waitFor(() =>
      expect(callsTo(signedInDeviceEndpoints.endAllOfAuthorityUser).map(({ params }) => params)).toEqual([
        { id: '1' },
      ]),
    );
  });
});
