import { platformDashboardEndpoints } from '@casekeeper/contract';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { answer } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';
import { resetAppStoreForTests } from '../store/app-store';
import { ToastHost, ToastSlot } from './toast-slot';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));

beforeEach(() => {
  // The figures never come: the dashboard stays loading.
  answer(platformDashboardEndpoints.get, () => new Promise(() => undefined));
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
});
afterEach(() => resetAppStoreForTests());

describe('toasts', () => {
  it('take their own room at the top of the page, under the top bar and above the heading, in the app’s font', async () => {
    storeSessionUser({ user_type: 'ADMIN' });
    renderApp('/dashboard');
    const heading = await screen.findByRole('heading', { name: 'Dashboard' });

    act(() => {
      toast.success('Saved.');
    });

    const announced = await screen.findByRole('alert');
    expect(announced).toHaveTextContent('Saved.');
    const container = announced.closest<HTMLElement>('.Toastify__toast-container');
    // In the page's flow (pushing it down), not laid over it.
    expect(container?.style.position).toBe('static');
    const slot = announced.closest<HTMLElement>('[data-slot="toasts"]');
    expect(slot?.closest('main')).toBe(screen.getByRole('main'));
    expect(slot?.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(announced.closest<HTMLElement>('.Toastify__toast')?.style.fontFamily).toContain('system-ui');
  });

  it('keep a toast shown when the layout under them changes', async () => {
    const Page = ({ layout }: { layout: 'admin' | 'authority' }) => (
      <ThemeModeProvider>
        <ToastHost>
          {layout === 'admin' ? <ToastSlot key="admin" below={0} /> : <ToastSlot key="authority" below={0} />}
        </ToastHost>
      </ThemeModeProvider>
    );
    const { rerender, container } = render(<Page layout="admin" />);
    act(() => {
      toast.success('You are now signed in as Kit.');
    });
    expect(await screen.findByText('You are now signed in as Kit.')).toBeInTheDocument();

    rerender(<Page layout="authority" />);

    expect(screen.getByText('You are now signed in as Kit.')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-slot="toasts"]')).toHaveLength(1);
  });
});
