import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageLoading } from '@/components/page-loading';
import { reloadPage } from '@/lib/reload-page';
import { renderApp } from '@/testing/render-app';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './route-error-page';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

type PageModule = { Page: ComponentType };

function routesWith(child: RouteObject): RouteObject[] {
  return [{ path: '/', ErrorBoundary: RouteErrorPage, HydrateFallback: PageLoading, children: [child] }];
}

describe('RouteErrorPage', () => {
  it('explains a page chunk that failed to load and offers a reload', async () => {
    const failingImport = () => Promise.reject<PageModule>(new TypeError('Failed to fetch'));
    renderApp('/broken', routesWith({ path: 'broken', lazy: lazyPage(failingImport, (m) => m.Page) }));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('shows a general message for any other error', async () => {
    const loader = () => {
      throw new Error('boom');
    };
    renderApp('/broken', routesWith({ path: 'broken', loader, element: null }));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/unexpected error/)).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});
