import type { ReactNode } from 'react';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';

type AppProviderProps = {
  children: ReactNode;
};

/**
 * What every page needs: the theme. The store, the HTTP clients and the toasts belong to the
 * logged-in area and load with it (see layouts/session-root), keeping the sign-in page light.
 */
export function AppProvider({ children }: AppProviderProps) {
  return <ThemeModeProvider>{children}</ThemeModeProvider>;
}
