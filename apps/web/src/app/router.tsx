import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { RootLayout } from './layouts/root-layout';
import { homePathFor } from './routes/home-path';
import { lazyPage } from './routes/lazy-page';
import { RouteErrorPage } from './routes/route-error-page';

export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      {
        index: true,
        // Always redirects, so it renders nothing. No session is kept yet: everyone counts as signed out.
        loader: () => redirect(homePathFor(null)),
        element: null,
      },
      {
        path: paths.login,
        lazy: lazyPage(
          () => import('@/features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.unauthorized,
        lazy: lazyPage(
          () => import('./routes/forbidden-page'),
          (m) => m.ForbiddenPage,
        ),
      },
      {
        path: paths.notFound,
        lazy: lazyPage(
          () => import('./routes/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
