import { contractorEndpoints } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { answer } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { resetAppStoreForTests } from '../store/app-store';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(contractorEndpoints.list, () => ({
    data: [],
    totalRecords: 0,
    pageNo: 1,
    pageSize: 10,
    authority: { id: 2, name: 'Hale Borough Council', shortCode: 'HBC', isActive: true },
  }));
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

describe('an authority admin’s contractors', { timeout: 60_000 }, () => {
  it('are a sidebar item away, and the add form returns to the list as it was', async () => {
    storeSessionUser({ user_type: 'AUTHORITY', role: 'ADMIN', auth_id: 2 });
    const router = renderApp('/authority/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(nav).findByRole('link', { name: 'Contractors' }));
    expect(await screen.findByRole('heading', { name: 'Contractors' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authority/contractor/list/2');

    await router.navigate('/authority/contractor/list/2?status=inactive');
    await userEvent.click(await screen.findByRole('link', { name: 'Add contractor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authority/contractor/list/add/2'));
    expect(await screen.findByRole('link', { name: 'Back to contractors' })).toHaveAttribute(
      'href',
      '/authority/contractor/list/2?status=inactive',
    );
    // The form is a sub-page of the Contractors section.
    expect(within(nav).getByRole('link', { name: 'Contractors' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('are not another authority’s', async () => {
    storeSessionUser({ user_type: 'AUTHORITY', role: 'ADMIN', auth_id: 2 });
    const router = renderApp('/authority/contractor/list/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('are not offered to a read-write officer', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2 });
    const router = renderApp('/authority/contractor/list/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
