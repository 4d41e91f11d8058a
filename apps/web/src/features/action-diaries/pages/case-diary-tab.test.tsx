import { caseEndpoints, DIARY_MESSAGES, diaryEndpoints, type Diary } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleCase } from '@/features/cases/testing/sample-case';
import { api } from '@/lib/api/api';
import { answer } from '@/testing/fake-api';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';
import { CaseDiaryTab } from '../components/case-diary-tab';
import { sampleDiary } from '../testing/sample-diary';
import { DiaryEditPage } from './diary-form-pages';

let current: Diary;

/** The Diary tab as the case page holds it, and the diary form it leads to: not the whole app. */
function show(path: string) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: () => ({ user: null }) },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeModeProvider>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeModeProvider>,
  );
  return router;
}

const routes = [
  {
    path: '/case-manager/edit/:id',
    element: (
      <section aria-label="Diary">
        <CaseDiaryTab record={sampleCase({})} />
      </section>
    ),
  },
  { path: '/actionDiary/edit/:id', element: <DiaryEditPage /> },
];

beforeEach(() => {
  current = sampleDiary({});
  answer(caseEndpoints.edit, () => sampleCase({}));
  answer(diaryEndpoints.edit, () => current);
  answer(diaryEndpoints.list, () => [current]);
});

describe("the case page's Diary tab", () => {
  it('shows the diaries in place, and a form opened from it comes back to the tab', async () => {
    answer(
      diaryEndpoints.update,
      ({ body }) => ({ ...current, ...(body as Partial<Diary>), version: 2 }),
      DIARY_MESSAGES.updated('Home visits'),
    );
    const router = show('/case-manager/edit/41?tab=diary');
    const panel = await screen.findByRole('region', { name: 'Diary' });
    expect(await within(panel).findByRole('heading', { name: 'Home visits' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('link', { name: 'Edit diary Home visits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/actionDiary/edit/5'));
    expect(await screen.findByRole('link', { name: 'Back to case' })).toHaveAttribute(
      'href',
      '/case-manager/edit/41?tab=diary',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save diary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-manager/edit/41'));
    expect(router.state.location.search).toBe('?tab=diary');
  });

  it('leaves a form opened from the diary page going back to that page', async () => {
    show('/actionDiary/edit/5');
    const back = await screen.findByRole('link', { name: 'Back to action diary' });
    await waitFor(() => expect(back).toHaveAttribute('href', '/actionDiary/list/41'));
  });
});
