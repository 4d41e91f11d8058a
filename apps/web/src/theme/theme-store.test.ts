import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredUser } from '@/lib/session/stored-user';
import { fakeColorScheme, type SystemScheme } from '@/testing/fake-color-scheme';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { createThemeStore, THEME_FROM_SYSTEM_KEY } from './theme-store';

let removeScheme: (() => void) | undefined;
afterEach(() => removeScheme?.());

function withSystem(system: SystemScheme) {
  const scheme = fakeColorScheme(system);
  removeScheme = scheme.remove;
  return scheme;
}

describe('the theme store', () => {
  it('is dark by default where the system preference is unknown', () => {
    expect(createThemeStore().getMode()).toBe('dark');
  });

  it('is dark, and stores nothing, where the system says neither dark nor light', () => {
    withSystem('none');
    expect(createThemeStore().getMode()).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('is light only where the system says light', () => {
    withSystem('light');
    expect(createThemeStore().getMode()).toBe('light');
  });

  it('follows the system for a user who has no stored theme (a new applicant)', () => {
    withSystem('light');
    storeSessionUser({ user_type: 'APPLICANT', role: null, themeMode: null });
    expect(createThemeStore().getMode()).toBe('light');
  });

  it('uses the locally stored choice first', () => {
    withSystem('dark');
    localStorage.setItem('theme', 'light');
    storeSessionUser({ themeMode: 'dark' });
    expect(createThemeStore().getMode()).toBe('light');
  });

  it('adopts the user’s stored themeMode when there is no local choice', () => {
    withSystem('dark');
    storeSessionUser({ themeMode: 'light' });
    expect(createThemeStore().getMode()).toBe('light');
  });

  it('follows and stores the system preference when nothing else is stored, and follows its changes', () => {
    const scheme = withSystem('light');
    const store = createThemeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    expect(store.getMode()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');

    scheme.change('dark');
    expect(store.getMode()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('adopts the user’s themeMode on sign-in over a mode only followed from the system', () => {
    withSystem('dark');
    const store = createThemeStore();
    const unsubscribe = store.subscribe(() => undefined);
    expect(store.getMode()).toBe('dark');

    writeStoredUser(sessionUser({ themeMode: 'light' }));

    expect(store.getMode()).toBe('light');
    unsubscribe();
  });

  it('stores a choice, which then wins over the user and the system', () => {
    const scheme = withSystem('dark');
    storeSessionUser({ themeMode: 'dark' });
    const store = createThemeStore();
    const unsubscribe = store.subscribe(() => undefined);

    store.choose('light');
    expect(store.getMode()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(localStorage.getItem(THEME_FROM_SYSTEM_KEY)).toBeNull();

    scheme.change('dark');
    expect(createThemeStore().getMode()).toBe('light');
    unsubscribe();
  });
});
