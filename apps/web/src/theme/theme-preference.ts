import { DEFAULT_THEME, THEME_MODES, type ThemeMode } from '@casekeeper/contract';

/** Where the mode in use came from, strongest first. */
export type ThemeSource = 'choice' | 'user' | 'system' | 'default';

export type ThemeInputs = {
  /** The value under the local theme key. */
  stored: string | null;
  /** True when that value was copied from the system preference rather than chosen. */
  storedFromSystem: boolean;
  /** The signed-in user's saved themeMode; null or undefined until they choose one. */
  userThemeMode: ThemeMode | null | undefined;
  /** What the system says it prefers; undefined where it says nothing (or the browser cannot tell). */
  systemPreference: ThemeMode | undefined;
};

export function isThemeMode(value: unknown): value is ThemeMode {
  return THEME_MODES.some((mode) => mode === value);
}

/**
 * The theme rule (docs/sessions.md): the locally stored choice; otherwise the user's stored
 * themeMode; otherwise what the system says it prefers; dark by default, so only a system that
 * says light gives light.
 */
export function resolveThemeMode(inputs: ThemeInputs): { mode: ThemeMode; source: ThemeSource } {
  if (isThemeMode(inputs.stored) && !inputs.storedFromSystem)
    return { mode: inputs.stored, source: 'choice' };
  if (inputs.userThemeMode) return { mode: inputs.userThemeMode, source: 'user' };
  if (inputs.systemPreference) return { mode: inputs.systemPreference, source: 'system' };
  return { mode: DEFAULT_THEME, source: 'default' };
}
