import type { ThemeMode } from '@casekeeper/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './create-app-theme';

type AppThemeProviderProps = {
  mode: ThemeMode;
  children: ReactNode;
};

export function AppThemeProvider({ mode, children }: AppThemeProviderProps) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
