import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useLocation, useSearchParams, type DataRouter } from 'react-router';

const RouterContext = createContext<DataRouter | null>(null);

/** Lets pages ask where the router is now, not where it was when they last rendered. */
export function CurrentRouterProvider({ router, children }: { router: DataRouter; children: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/**
 * useSearchParams whose setter writes only while the router is on this page and not on its way
 * to another. A write that settles late (a search box's debounce, right after a click that opened
 * another page) would otherwise either land on the next page, as React Router resolves a
 * search-only change against wherever it is at the moment of the call, or, while the next page's
 * code is still loading, cancel that navigation and keep the visitor here.
 */
export function useOwnSearchParams(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(RouterContext);
  const setOwnParams = useCallback<typeof setParams>(
    (next, options) => {
      const headingTo = router && (router.state.navigation.location ?? router.state.location);
      if (headingTo && headingTo.pathname !== pathname) return;
      setParams(next, options);
    },
    [router, pathname, setParams],
  );
  return [params, setOwnParams];
}
