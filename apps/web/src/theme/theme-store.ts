import { THEME_STORAGE_KEY, type ThemeMode } from '@casekeeper/contract';
import { readStoredUser, subscribeToStoredUser } from '@/lib/session/stored-user';
import { resolveThemeMode, type ThemeSource } from './theme-preference';

/** Marks the stored theme as followed from the system rather than chosen by the user. */
export const THEME_FROM_SYSTEM_KEY = `${THEME_STORAGE_KEY}-from-system`;
const DARK_QUERY = '(prefers-color-scheme: dark)';

export type ThemeStore = {
  getMode: () => ThemeMode;
  getSource: () => ThemeSource;
  /** The user's choice: set, stored locally and applied. */
  choose: (mode: ThemeMode) => void;
  subscribe: (listener: () => void) => () => void;
};

function darkQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

/**
 * The theme mode as an external store: resolved from local storage, the stored user and the
 * system preference; a mode followed from the system is stored and follows it when it changes.
 */
export function createThemeStore(): ThemeStore {
  const listeners = new Set<() => void>();
  const query = darkQuery();
  let current = resolve();

  function resolve() {
    const resolved = resolveThemeMode({
      stored: localStorage.getItem(THEME_STORAGE_KEY),
      storedFromSystem: localStorage.getItem(THEME_FROM_SYSTEM_KEY) !== null,
      userThemeMode: readStoredUser()?.themeMode,
      systemPrefersDark: query?.matches,
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
        query?.addEventListener('change', refresh);
        window.addEventListener('storage', onStorage);
        stopUser = subscribeToStoredUser(refresh);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        query?.removeEventListener('change', refresh);
        window.removeEventListener('storage', onStorage);
        stopUser?.();
      };
    },
  };
}
