import { profileEndpoints, type SessionUser } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { postLogout } from '@/features/auth/api/logout';
import { answer } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { resetAppStoreForTests } from '../store/app-store';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/logout', () => ({ postLogout: vi.fn(() => Promise.resolve()) }));

beforeEach(() => {
  answer(profileEndpoints.saveTheme, ({ params }) => ({ themeMode: params.mode }));
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
});
afterEach(() => resetAppStoreForTests());

const sidebarLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href') ?? ''}`);
};

describe('the layout chosen by user_type', () => {
  it('gives ADMIN the admin layout: sidebar, dark-mode switch and a user menu labelled Admin', async () => {
    storeSessionUser({ user_type: 'ADMIN', first_name: 'Priya' });
    renderApp('/dashboard');

    expect(await sidebarLinks()).toEqual([
      'Dashboard /dashboard',
      'Admin List /admin',
      'Authority /authority',
    ]);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Priya Admin, account menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Profile', 'Change Password', 'Logout']);
  });

  it('gives an AUTHORITY account the authority layout, labelled Authority', async () => {
    storeSessionUser({ user_type: 'AUTHORITY', role: 'ADMIN', first_name: 'Hale', auth_id: 2 });
    renderApp('/authority/dashboard');

    expect(await sidebarLinks()).toEqual([
      'Dashboard /authority/dashboard',
      'Authority User /authority/user',
      'Contractors /authority/contractor/list/2',
      'Cases List /authority/case/list',
    ]);
    expect(screen.getByRole('button', { name: 'Hale Authority, account menu' })).toBeInTheDocument();
  });

  it('labels a read-write authority user Officer', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', first_name: 'Sam', auth_id: 2 });
    renderApp('/authority/dashboard');
    const button = await screen.findByRole('button', { name: 'Sam Officer, account menu' });
    // What it shows is how its name starts (WCAG 2.5.3, label in name).
    expect(button.textContent).toBe('Sam Officer');
  });

  it('gives any other user type the front layout with an Account dropdown', async () => {
    storeSessionUser({ user_type: 'VISITOR' as SessionUser['user_type'] });
    renderApp('/profile');

    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Change Password', 'Logout']);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('logs out from the user menu: the server is told, storage cleared, and the sign-in page shown', async () => {
    storeSessionUser({ user_type: 'ADMIN', first_name: 'Priya' });
    const router = renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Priya Admin, account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(postLogout).toHaveBeenCalledOnce();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('persist:Case')).toBeNull();
  });

  it('switches the theme from the top bar', async () => {
    storeSessionUser({ user_type: 'ADMIN' });
    renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('switch', { name: 'Dark mode' }));

    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
