import { USER_STORAGE_KEY } from '@casekeeper/contract';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import {
  clearStoredSession,
  clearStoredTokens,
  readStoredUser,
  setTokenData,
  subscribeToStoredUser,
  writeStoredUser,
} from './stored-user';

const stored = () =>
  JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

describe('the token setter', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
  ])('refuses %s with "Token data cannot be empty"', (_name, data) => {
    storeSessionUser();
    expect(() => setTokenData(data)).toThrow(new Error('Token data cannot be empty'));
    expect(stored()?.access_token).toBe('access-token-1');
  });

  it('merges access_token and the other fields into the stored user', () => {
    storeSessionUser({ first_name: 'Priya', themeMode: 'dark' });

    const merged = setTokenData({ access_token: 'access-token-2', themeMode: 'light' });

    expect(merged).toMatchObject({ access_token: 'access-token-2', themeMode: 'light', first_name: 'Priya' });
    expect(stored()).toEqual(merged);
  });
});

describe('the stored user', () => {
  it('is read back as written, under the key user', () => {
    const user = sessionUser();
    writeStoredUser(user);
    expect(stored()).toEqual(user);
    expect(readStoredUser()).toEqual(user);
  });

  it('reads as nobody when the entry is missing or not a session', () => {
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, '"text"');
    expect(readStoredUser()).toBeNull();
  });

  it('is cleared with the persisted state at logout', () => {
    storeSessionUser();
    localStorage.setItem('persist:Case', '{}');
    localStorage.setItem('theme', 'light');

    clearStoredSession();

    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('persist:Case')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('loses only its tokens when the second login flow fails', () => {
    storeSessionUser();
    clearStoredTokens();
    expect(stored()).not.toHaveProperty('access_token');
    expect(stored()).not.toHaveProperty('refresh_token');
    expect(stored()).toHaveProperty('first_name', 'Priya');
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStoredUser(listener);
    const user = sessionUser();

    writeStoredUser(user);
    expect(listener).toHaveBeenLastCalledWith(user);
    clearStoredSession();
    expect(listener).toHaveBeenLastCalledWith(null);

    unsubscribe();
    writeStoredUser(user);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
