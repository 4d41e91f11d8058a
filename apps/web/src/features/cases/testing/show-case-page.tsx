import { caseEndpoints, type Case } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from '@/lib/api/api';
import { answer } from '@/testing/fake-api';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';
import { CaseEditPage, type CasePageParts } from '../pages/case-edit-page';
import { sampleCase } from './sample-case';

/**
 * The case page alone at `path` (its `?tab=`), with the fake server answering the case and the
 * parts given; returns the router, to read the address and go back.
 */
export function showCasePage(path: string, parts: CasePageParts = {}, record: Case = sampleCase({})) {
  answer(caseEndpoints.edit, () => record);
  answer(caseEndpoints.statusHistory, () => []);
  answer(caseEndpoints.options, () => ({ officers: [{ id: 7, name: 'Sam Officer' }], contractors: [] }));
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: () => ({ user: null }) },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter(
    [{ path: '/case-manager/edit/:id', element: <CaseEditPage id={record.id} {...parts} /> }],
    { initialEntries: [path] },
  );
  render(
    <ThemeModeProvider>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeModeProvider>,
  );
  return router;
}
