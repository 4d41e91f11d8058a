import { platformDashboardEndpoints } from '@casekeeper/contract';
import { act, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { answer } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { resetAppStoreForTests } from '../store/app-store';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));

beforeEach(() => {
  // The figures never come: the dashboard stays loading.
  answer(platformDashboardEndpoints.get, () => new Promise(() => undefined));
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
});
afterEach(() => resetAppStoreForTests());

describe('toasts', () => {
  it('sit top-right below the top bar, in the app’s font', async () => {
    storeSessionUser({ user_type: 'ADMIN' });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    act(() => {
      toast.success('Saved.');
    });

    const message = await screen.findByText('Saved.');
    const container = message.closest<HTMLElement>('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-right');
    expect(container?.style.top).toBe('72px');
    expect(message.closest<HTMLElement>('.Toastify__toast')?.style.fontFamily).toContain('system-ui');
  });
});
