import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { appRoutes } from './router';
import { RouteErrorPage } from './routes/route-error-page';
import { resetAppStoreForTests } from './store/app-store';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/dashboard/pages/admin-dashboard-page', () => ({
  AdminDashboardPage: () => {
    throw new Error('The dashboard broke');
  },
}));

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  resetAppStoreForTests();
  vi.restoreAllMocks();
});

const lazyRoutes = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [...(route.lazy ? [route] : []), ...lazyRoutes(route.children ?? [])]);

describe('route error boundaries', () => {
  it('are on every lazy route', () => {
    const routes = lazyRoutes(appRoutes);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.ErrorBoundary).toBe(RouteErrorPage);
  });

  it('keep the layout when a page fails, with Reload and Go Home', { timeout: 60_000 }, async () => {
    storeSessionUser({ user_type: 'ADMIN' });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
  });
});
