import { describe, expect, it } from 'vitest';
import { resolveThemeMode, type ThemeInputs } from './theme-preference';

const none: ThemeInputs = {
  stored: null,
  storedFromSystem: false,
  userThemeMode: undefined,
  systemPrefersDark: undefined,
};

describe('resolveThemeMode (docs/sessions.md)', () => {
  it('is dark by default', () => {
    expect(resolveThemeMode(none)).toEqual({ mode: 'dark', source: 'default' });
  });

  it('takes the locally stored choice before anything else', () => {
    expect(
      resolveThemeMode({ ...none, stored: 'light', userThemeMode: 'dark', systemPrefersDark: true }),
    ).toEqual({
      mode: 'light',
      source: 'choice',
    });
  });

  it('otherwise adopts the user’s stored themeMode, over the system preference', () => {
    expect(resolveThemeMode({ ...none, userThemeMode: 'light', systemPrefersDark: true })).toEqual({
      mode: 'light',
      source: 'user',
    });
  });

  it('otherwise follows the system dark preference', () => {
    expect(resolveThemeMode({ ...none, systemPrefersDark: false })).toEqual({
      mode: 'light',
      source: 'system',
    });
    expect(resolveThemeMode({ ...none, systemPrefersDark: true })).toEqual({
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
        systemPrefersDark: true,
      }),
    ).toEqual({ mode: 'light', source: 'user' });
  });

  it('ignores a stored value that is not a theme mode', () => {
    expect(resolveThemeMode({ ...none, stored: 'purple', systemPrefersDark: false }).mode).toBe('light');
  });
});
