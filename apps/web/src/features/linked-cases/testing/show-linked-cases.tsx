import type { CaseLink } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { api } from '@/lib/api/api';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';

export function sampleLink(overrides: Partial<CaseLink> = {}): CaseLink {
  return {
    id: 71,
    kind: 'SAME_HOUSEHOLD',
    otherCase: { id: 12, caseNumber: 'HBC-2026-00012', clientName: 'Joe Grundy', statusName: 'Assessment' },
    linkedByName: 'Sam Officer',
    linkedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders `ui` with the app theme, a router and the app's API store (kept across `rerender`); the
 * test answers the endpoints it needs first.
 */
export function showWithApi(ui: ReactElement) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeModeProvider>
      <MemoryRouter>
        <Provider store={store}>{children}</Provider>
      </MemoryRouter>
    </ThemeModeProvider>
  );
  return render(ui, { wrapper });
}
