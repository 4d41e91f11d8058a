import type { SessionUser } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/api';
import { sessionUser } from '@/testing/session-user';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';
import { SubjectAccessPage } from '../pages/subject-access-page';

const authorityAdmin = sessionUser({ user_type: 'AUTHORITY_USER', role: 'ADMIN', auth_id: 2, webUserId: 3 });

/** The Subject access page with the app's server cache, as an authority ADMIN. */
export function showSubjectAccess() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: (state: { user: SessionUser | null } = { user: authorityAdmin }) => state,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter(
    [{ path: paths.authority.subjectAccess, element: <SubjectAccessPage /> }],
    {
      initialEntries: [paths.authority.subjectAccess],
    },
  );
  render(
    <ThemeModeProvider>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeModeProvider>,
  );
}
