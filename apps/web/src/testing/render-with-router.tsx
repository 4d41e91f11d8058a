import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';

/**
 * Renders one component with the app theme and a router, for components that render links;
 * `route` is the address it is rendered at (its query string, say).
 */
export function renderWithRouter(ui: ReactElement, options: { route?: string; state?: unknown } = {}) {
  const route = options.route ?? '/';
  return render(
    <ThemeModeProvider>
      <MemoryRouter
        initialEntries={[options.state === undefined ? route : { pathname: route, state: options.state }]}
      >
        {ui}
      </MemoryRouter>
    </ThemeModeProvider>,
  );
}
