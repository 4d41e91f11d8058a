import type { ThemeMode } from '@casekeeper/contract';
import { useCallback } from 'react';
import { useThemeMode } from '@/theme/theme-mode-context';
import { useSaveThemeModeMutation } from '../api/profile-api';

/**
 * The dark-mode toggle: sets, stores and applies the new mode at once, then sends it to the
 * server; a failed save is only logged (docs/routes.md, errors).
 */
export function useThemeToggle() {
  const { mode, chooseMode } = useThemeMode();
  const [saveThemeMode] = useSaveThemeModeMutation();

  const toggle = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    chooseMode(next);
    saveThemeMode({ params: { mode: next } })
      .unwrap()
      .catch((error: unknown) => {
        console.error('Saving the theme failed:', error);
      });
  }, [mode, chooseMode, saveThemeMode]);

  return { mode, toggle };
}
