import type { UserType } from '@casekeeper/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { resetAppStoreForTests } from '../store/app-store';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
});
afterEach(() => resetAppStoreForTests());

async function landsOn(router: ReturnType<typeof renderApp>, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('the logged-in area’s guard', () => {
  it.each(['/dashboard', '/profile', '/change-password', '/authority/dashboard'])(
    'sends a visitor who is not logged in from %s to /login',
    async (path) => {
      const router = renderApp(path);
      await landsOn(router, '/login');
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    },
  );

  it('sends a stored user without an access token to /login', async () => {
    storeSessionUser({ access_token: '' });
    const router = renderApp('/profile');
    await landsOn(router, '/login');
  });

  it.each<UserType>(['AUTHORITY', 'AUTHORITY_USER'])(
    'sends %s from the ADMIN-only /dashboard to /unauthorized',
    async (userType) => {
      storeSessionUser({ user_type: userType, role: 'ADMIN', auth_id: 3 });
      const router = renderApp('/dashboard');
      await landsOn(router, '/unauthorized');
      expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    },
  );

  it('lets an ADMIN into /dashboard', async () => {
    storeSessionUser({ user_type: 'ADMIN', first_name: 'Priya' });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Priya.')).toBeInTheDocument();
  });

  it('lets any logged-in user into /change-password', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READONLY', auth_id: 3 });
    renderApp('/change-password');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('sends the user to /login when the session ends while on a page', async () => {
    storeSessionUser();
    const router = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));

    await landsOn(router, '/login');
  });
});

describe('the root path', () => {
  it.each([
    ['ADMIN', '/dashboard'],
    ['AUTHORITY', '/authority/dashboard'],
    // The root rule sends AUTHORITY_USER to /login, which takes someone signed in home.
    ['AUTHORITY_USER', '/authority/dashboard'],
  ] as const)('sends %s to %s', async (userType, path) => {
    storeSessionUser({ user_type: userType, role: userType === 'ADMIN' ? null : 'ADMIN' });
    const router = renderApp('/');
    await landsOn(router, path);
  });
});
