import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';

/** Renders one component with the app theme and a router, for components that render links. */
export function renderWithRouter(ui: ReactElement) {
  return render(
    <ThemeModeProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeModeProvider>,
  );
}
