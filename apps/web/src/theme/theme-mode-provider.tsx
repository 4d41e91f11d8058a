import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AppThemeProvider } from './app-theme-provider';
import { ThemeModeContext } from './theme-mode-context';
import { createThemeStore, type ThemeStore } from './theme-store';

type ThemeModeProviderProps = {
  children: ReactNode;
  /** Only for tests. */
  store?: ThemeStore;
};

/** Applies the theme mode (docs/sessions.md) and lets any component choose another. */
export function ThemeModeProvider({ children, store: given }: ThemeModeProviderProps) {
  const [store] = useState(() => given ?? createThemeStore());
  const mode = useSyncExternalStore(store.subscribe, store.getMode);
  const value = useMemo(() => ({ mode, chooseMode: store.choose }), [mode, store]);

  return (
    <ThemeModeContext value={value}>
      <AppThemeProvider mode={mode}>{children}</AppThemeProvider>
    </ThemeModeContext>
  );
}
