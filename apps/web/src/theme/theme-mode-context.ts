import type { ThemeMode } from '@casekeeper/contract';
import { createContext, useContext } from 'react';

export type ThemeModeContextValue = {
  mode: ThemeMode;
  /** Sets, stores and applies the user's choice. */
  chooseMode: (mode: ThemeMode) => void;
};

export const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider.');
  return value;
}
