import type { SessionUser } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { sessionUser } from '@/testing/session-user';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';
import { AllocationSection } from '../components/allocation-section';
import { SpendPage } from '../pages/spend-page';

const authorityAdmin = sessionUser({ user_type: 'AUTHORITY', role: 'ADMIN', auth_id: 2, webUserId: 3 });

/** `ui` at /authority/spend (or `address`) with the app's server cache, as an authority ADMIN; the router, to read the address. */
function showAt(ui: ReactElement, address: string) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: (state: { user: SessionUser | null } = { user: authorityAdmin }) => state,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter([{ path: paths.authority.spend, element: ui }], {
    initialEntries: [address],
  });
  render(
    <ThemeModeProvider>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeModeProvider>,
  );
  return router;
}

/** The Spend page at `address`. */
export const showSpend = (address: string = paths.authority.spend) => showAt(<SpendPage />, address);

/** The allocation of `year` alone, with its dialogs: no chart to draw. */
export const showAllocation = (year = 2026) =>
  showAt(<AllocationSection year={year} />, paths.authority.spend);

/** Puts text in a field in one change, as a paste does, rather than a keystroke each. */
export async function fill(field: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value: text } });
    await Promise.resolve();
  });
}
