import type { ThemeMode } from '@casekeeper/contract';
import { useCallback } from 'react';
import { useThemeMode } from '@/theme/theme-mode-context';
import { saveThemeMode } from '../api/save-theme-mode';

/**
 * The dark-mode toggle: sets, stores and applies the new mode at once, then sends it to the
 * server; a failed save is only logged (docs/routes.md, errors).
 */
export function useThemeToggle(save: (mode: ThemeMode) => Promise<void> = saveThemeMode) {
  const { mode, chooseMode } = useThemeMode();

  const toggle = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    chooseMode(next);
    save(next).catch((error: unknown) => {
      console.error('Saving the theme failed:', error);
    });
  }, [mode, chooseMode, save]);

  return { mode, toggle };
}
