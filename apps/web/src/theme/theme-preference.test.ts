import { describe, expect, it } from 'vitest';
import { resolveThemeMode, type ThemeInputs } from './theme-preference';

const none: ThemeInputs = {
  stored: null,
  storedFromSystem: false,
  userThemeMode: undefined,
  systemPreference: undefined,
};

describe('resolveThemeMode (docs/sessions.md)', () => {
  it('is dark by default', () => {
    expect(resolveThemeMode(none)).toEqual({ mode: 'dark', source: 'default' });
  });

  it('takes the locally stored choice before anything else', () => {
    expect(
      resolveThemeMode({ ...none, stored: 'light', userThemeMode: 'dark', systemPreference: 'dark' }),
    ).toEqual({
      mode: 'light',
      source: 'choice',
    });
  });

  it('otherwise adopts the user’s stored themeMode, over the system preference', () => {
    expect(resolveThemeMode({ ...none, userThemeMode: 'light', systemPreference: 'dark' })).toEqual({
      mode: 'light',
      source: 'user',
    });
  });

  it('is dark where the system says nothing, and the user has no stored theme', () => {
    expect(resolveThemeMode({ ...none, userThemeMode: null })).toEqual({ mode: 'dark', source: 'default' });
  });

  it('follows the system for a user with no stored theme', () => {
    expect(resolveThemeMode({ ...none, userThemeMode: null, systemPreference: 'light' })).toEqual({
      mode: 'light',
      source: 'system',
    });
  });

  it('otherwise follows what the system says it prefers', () => {
    expect(resolveThemeMode({ ...none, systemPreference: 'light' })).toEqual({
      mode: 'light',
      source: 'system',
    });
    expect(resolveThemeMode({ ...none, systemPreference: 'dark' })).toEqual({
      mode: 'dark',
      source: 'system',
    });
  });

  it('does not count a value stored from the system as a choice', () => {
    expect(
      resolveThemeMode({
        ...none,
        stored: 'dark',
        storedFromSystem: true,
        userThemeMode: 'light',
        systemPreference: 'dark',
      }),
    ).toEqual({ mode: 'light', source: 'user' });
  });

  it('ignores a stored value that is not a theme mode', () => {
    expect(resolveThemeMode({ ...none, stored: 'purple', systemPreference: 'light' }).mode).toBe('light');
  });
});
