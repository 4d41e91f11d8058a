import { THEME_MODES, THEME_STORAGE_KEY, type ThemeMode } from '@casekeeper/contract';
import { readStoredUser, subscribeToStoredUser } from '@/lib/session/stored-user';
import { resolveThemeMode, type ThemeSource } from './theme-preference';

/** Marks the stored theme as followed from the system rather than chosen by the user. */
export const THEME_FROM_SYSTEM_KEY = `${THEME_STORAGE_KEY}-from-system`;
const SCHEME_QUERIES = THEME_MODES.map((mode) => ({ mode, query: `(prefers-color-scheme: ${mode})` }));

export type ThemeStore = {
  getMode: () => ThemeMode;
  getSource: () => ThemeSource;
  /** The user's choice: set, stored locally and applied. */
  choose: (mode: ThemeMode) => void;
  subscribe: (listener: () => void) => () => void;
};

/** One media query per mode: a system with no preference matches neither, and so gets the default. */
function schemeQueries(): { mode: ThemeMode; list: MediaQueryList }[] {
  if (typeof window.matchMedia !== 'function') return [];
  return SCHEME_QUERIES.map(({ mode, query }) => ({ mode, list: window.matchMedia(query) }));
}

/**
 * The theme mode as an external store: resolved from local storage, the stored user and the
 * system preference; a mode followed from the system is stored and follows it when it changes.
 * With nothing stored and no system preference, it is the default and nothing is stored.
 */
export function createThemeStore(): ThemeStore {
  const listeners = new Set<() => void>();
  const queries = schemeQueries();
  let current = resolve();

  function resolve() {
    const resolved = resolveThemeMode({
      stored: localStorage.getItem(THEME_STORAGE_KEY),
      storedFromSystem: localStorage.getItem(THEME_FROM_SYSTEM_KEY) !== null,
      userThemeMode: readStoredUser()?.themeMode,
      systemPreference: queries.find(({ list }) => list.matches)?.mode,
    });
    if (resolved.source === 'system') {
      localStorage.setItem(THEME_STORAGE_KEY, resolved.mode);
      localStorage.setItem(THEME_FROM_SYSTEM_KEY, 'true');
    }
    return resolved;
  }

  function refresh() {
    const next = resolve();
    if (next.mode === current.mode && next.source === current.source) return;
    current = next;
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === THEME_STORAGE_KEY || event.key === null) refresh();
  }

  let stopUser: (() => void) | null = null;

  return {
    getMode: () => current.mode,
    getSource: () => current.source,
    choose: (mode) => {
      localStorage.setItem(THEME_STORAGE_KEY, mode);
      localStorage.removeItem(THEME_FROM_SYSTEM_KEY);
      refresh();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        for (const { list } of queries) list.addEventListener('change', refresh);
        window.addEventListener('storage', onStorage);
        stopUser = subscribeToStoredUser(refresh);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        for (const { list } of queries) list.removeEventListener('change', refresh);
        window.removeEventListener('storage', onStorage);
        stopUser?.();
      };
    },
  };
}
