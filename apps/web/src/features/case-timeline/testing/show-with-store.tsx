import { configureStore } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { api } from '@/lib/api/api';
import { renderWithRouter } from '@/testing/render-with-router';

/** Renders `ui` with the app's API store, answered by the fake server. */
export function showWithStore(ui: ReactElement) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return renderWithRouter(<Provider store={store}>{ui}</Provider>);
}
