import { DEFAULT_THEME, TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@casekeeper/contract';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { AppThemeProvider } from '@/theme/app-theme-provider';

type AppProviderProps = {
  children: ReactNode;
};

export function AppProvider({ children }: AppProviderProps) {
  const mode = DEFAULT_THEME;

  return (
    <AppThemeProvider mode={mode}>
      {children}
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} theme={mode} />
    </AppThemeProvider>
  );
}
