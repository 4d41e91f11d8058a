import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

// Only shown while moving between pages, so it loads then rather than with the first page.
const NavigationProgress = lazy(() => import('./navigation-progress'));

/** Wraps every page; the admin, authority and front layouts nest inside it. */
export function RootLayout() {
  const navigation = useNavigation();

  return (
    <>
      {navigation.state !== 'idle' && (
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
