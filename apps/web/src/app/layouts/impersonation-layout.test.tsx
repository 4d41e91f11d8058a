import { adminEndpoints, platformDashboardEndpoints } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { postImpersonateBack } from '@/features/auth/api/impersonate-back';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { readStoredUser } from '@/lib/session/stored-user';
import { answer } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { resetWindowWidth, setWindowWidth } from '@/testing/window-width';
import { resetAppStoreForTests } from '../store/app-store';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));
vi.mock('@/features/auth/api/impersonate-back', () => ({ postImpersonateBack: vi.fn() }));

/** An answer that never comes: the pages behind the layouts stay loading. */
const never = () => new Promise(() => undefined);

beforeEach(() => {
  answer(adminEndpoints.list, never);
  answer(platformDashboardEndpoints.get, never);
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage({ firstName: 'Priya', lastName: 'Patel' }));
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

const sidebarLabels = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the authority layout', () => {
  it('gives a READONLY user Cases List only, labelled Officer, with no way back when not impersonating', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READONLY', first_name: 'Rita', auth_id: 2 });
    renderApp('/authority/dashboard');

    expect(await sidebarLabels()).toEqual(['Cases List']);
    expect(screen.getByRole('button', { name: 'Rita Officer, account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to Admin Dashboard' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });

  it('gives an authority user with role ADMIN Dashboard, Contractors and Cases List, labelled Authority', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'ADMIN', first_name: 'Ann', auth_id: 2 });
    renderApp('/authority/dashboard');

    expect(await sidebarLabels()).toEqual(['Dashboard', 'Contractors', 'Cases List']);
    expect(screen.getByRole('button', { name: 'Ann Authority, account menu' })).toBeInTheDocument();
  });

  it('keeps empty slots in the top bar for the case search and the alarm dropdown', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2 });
    renderApp('/authority/dashboard');
    await sidebarLabels();

    expect(document.querySelector('[data-slot="case-search"]')).not.toBeNull();
    expect(document.querySelector('[data-slot="alarm-dropdown"]')).not.toBeNull();
  });

  it('shows the banner and Back to Admin Dashboard while impersonating; back restores the admin and goes to /dashboard', async () => {
    storeSessionUser({
      user_type: 'AUTHORITY_USER',
      role: 'READONLY',
      first_name: 'Rita',
      auth_id: 2,
      impersonating: true,
    });
    vi.mocked(postImpersonateBack).mockResolvedValue({
      user: sessionUser({ user_type: 'ADMIN', first_name: 'Priya', access_token: 'admin-token' }),
      message: 'You are back in your own account.',
    });
    const router = renderApp('/authority/dashboard');

    // The admin's name comes from the server's abilities, not from this tab's storage.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Impersonation' })).toHaveTextContent(
        'You are signed in as Rita on behalf of Priya Patel',
      ),
    );
    expect(sessionStorage.length).toBe(0);
    // One way back: the top bar's button; the banner only informs.
    expect(
      screen.getAllByRole('button', { name: /back to admin dashboard|return to my account/i }),
    ).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Admin Dashboard' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(postImpersonateBack).toHaveBeenCalledOnce();
    expect(readStoredUser()).toMatchObject({
      user_type: 'ADMIN',
      access_token: 'admin-token',
      impersonating: false,
    });
    expect(await sidebarLabels()).toEqual(['Dashboard', 'Admin List', 'Authority']);
    expect(screen.queryByRole('button', { name: 'Back to Admin Dashboard' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });
});

describe('the sidebar', () => {
  afterEach(resetWindowWidth);

  it('is open above 1200 px, with no menu button', async () => {
    setWindowWidth(1201);
    storeSessionUser({ user_type: 'ADMIN' });
    renderApp('/admin');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('is collapsed at 1200 px, opens from the menu button and closes again after navigation', async () => {
    setWindowWidth(1200);
    storeSessionUser({ user_type: 'ADMIN' });
    const router = renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Admin List' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the user menu while impersonating', () => {
  it('offers the profile but neither Change Password nor Logout: the way back is the exit', async () => {
    storeSessionUser({
      user_type: 'AUTHORITY_USER',
      role: 'READWRITE',
      first_name: 'Rita',
      auth_id: 2,
      impersonating: true,
    });
    renderApp('/authority/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Rita Officer, account menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Profile']);
  });
});
