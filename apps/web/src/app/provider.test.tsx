import { act, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { renderApp } from '@/testing/render-app';
import { storeSessionUser } from '@/testing/session-user';
import { resetAppStoreForTests } from './store/app-store';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));

afterEach(() => resetAppStoreForTests());

describe('the app providers', () => {
  it('apply the dark theme by default', async () => {
    renderApp('/unauthorized');
    await screen.findByRole('heading', { name: 'Forbidden' });
    // The dark palette's page background, #0f1318.
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(15, 19, 24)');
  });

  it('show a toast raised anywhere in the logged-in area, in the top-right corner', async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(storeSessionUser());
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    act(() => {
      toast('Action Removed from list Successfully');
    });

    const message = await screen.findByText('Action Removed from list Successfully');
    expect(message.closest('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});
