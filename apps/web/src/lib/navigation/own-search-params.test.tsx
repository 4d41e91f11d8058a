import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrentRouterProvider, useOwnSearchParams } from './own-search-params';

/** The list page's setter, as its last render made it. */
const list: { writeSearch: ReturnType<typeof useOwnSearchParams>[1] } = { writeSearch: () => undefined };

function ListPage() {
  const [, setParams] = useOwnSearchParams();
  useEffect(() => {
    list.writeSearch = setParams;
  });
  return null;
}

/** The authorities list at /authority, and an authority's users at /authority/user/7. */
function renderListAndUsers(usersPage: Omit<RouteObject, 'path' | 'children' | 'index'>) {
  const router = createMemoryRouter(
    [
      { path: '/authority', element: <ListPage /> },
      { path: '/authority/user/7', ...usersPage },
    ],
    { initialEntries: ['/authority'] },
  );
  render(
    <CurrentRouterProvider router={router}>
      <RouterProvider router={router} />
    </CurrentRouterProvider>,
  );
  return router;
}

describe('useOwnSearchParams', () => {
  it("writes this page's address, and nothing once the router has moved to another page", async () => {
    const router = renderListAndUsers({ element: null });
    const writeOnList = list.writeSearch;

    act(() => writeOnList({ search: 'hale' }, { replace: true }));
    expect(router.state.location).toMatchObject({ pathname: '/authority', search: '?search=hale' });

    await act(() => router.navigate('/authority/user/7'));
    // The list's debounced search settling after the click that left it.
    act(() => writeOnList({ search: 'hale council' }, { replace: true }));
    expect(router.state.location).toMatchObject({ pathname: '/authority/user/7', search: '' });
  });

  it("writes nothing while the next page's code loads, so the way there is not cancelled", async () => {
    let loaded = () => {};
    const loading = new Promise<void>((resolve) => (loaded = resolve));
    const router = renderListAndUsers({
      lazy: async () => {
        await loading;
        return { element: null };
      },
    });

    const opening = router.navigate('/authority/user/7');
    act(() => list.writeSearch({ search: 'hale council' }, { replace: true }));
    loaded();
    await act(() => opening);
    expect(router.state.location).toMatchObject({ pathname: '/authority/user/7', search: '' });
  });
});
