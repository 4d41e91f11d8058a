import { DEFAULT_THEME } from '@casekeeper/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppThemeProvider } from '@/theme/app-theme-provider';

/** Renders one component with the app theme and a router, for components that render links. */
export function renderWithRouter(ui: ReactElement) {
  return render(
    <AppThemeProvider mode={DEFAULT_THEME}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppThemeProvider>,
  );
}
