import type { SessionUser } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { api } from '@/lib/api/api';
import { renderWithRouter } from '@/testing/render-with-router';

/** Renders a part of the payments with the app's server cache, as a signed-in `user` sees it. */
export function showWithStore(ui: ReactElement, user: SessionUser | null = null) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: (state: { user: SessionUser | null } = { user }) => state,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  renderWithRouter(<Provider store={store}>{ui}</Provider>);
  return store;
}
