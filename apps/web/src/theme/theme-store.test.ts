import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredUser } from '@/lib/session/stored-user';
import { fakeColorScheme } from '@/testing/fake-color-scheme';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { createThemeStore, THEME_FROM_SYSTEM_KEY } from './theme-store';

let removeScheme: (() => void) | undefined;
afterEach(() => removeScheme?.());

function withSystem(dark: boolean) {
  const scheme = fakeColorScheme(dark);
  removeScheme = scheme.remove;
  return scheme;
}

describe('the theme store', () => {
  it('is dark by default where the system preference is unknown', () => {
    expect(createThemeStore().getMode()).toBe('dark');
  });

  it('uses the locally stored choice first', () => {
    withSystem(true);
    localStorage.setItem('theme', 'light');
    storeSessionUser({ themeMode: 'dark' });
    expect(createThemeStore().getMode()).toBe('light');
  });

  it('adopts the user’s stored themeMode when there is no local choice', () => {
    withSystem(true);
    storeSessionUser({ themeMode: 'light' });
    expect(createThemeStore().getMode()).toBe('light');
  });

  it('follows and stores the system preference when nothing else is stored, and follows its changes', () => {
    const scheme = withSystem(false);
    const store = createThemeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    expect(store.getMode()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');

    scheme.change(true);
    expect(store.getMode()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('adopts the user’s themeMode on sign-in over a mode only followed from the system', () => {
    withSystem(true);
    const store = createThemeStore();
    const unsubscribe = store.subscribe(() => undefined);
    expect(store.getMode()).toBe('dark');

    writeStoredUser(sessionUser({ themeMode: 'light' }));

    expect(store.getMode()).toBe('light');
    unsubscribe();
  });

  it('stores a choice, which then wins over the user and the system', () => {
    const scheme = withSystem(true);
    storeSessionUser({ themeMode: 'dark' });
    const store = createThemeStore();
    const unsubscribe = store.subscribe(() => undefined);

    store.choose('light');
    expect(store.getMode()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(localStorage.getItem(THEME_FROM_SYSTEM_KEY)).toBeNull();

    scheme.change(true);
    expect(createThemeStore().getMode()).toBe('light');
    unsubscribe();
  });
});
