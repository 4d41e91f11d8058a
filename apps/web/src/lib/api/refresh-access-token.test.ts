import { USER_STORAGE_KEY } from '@casekeeper/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { publicClient } from './public-client';
import { REFRESH_LOCK_NAME, refreshAccessToken } from './refresh-access-token';
import { registerSessionHandlers } from './session-handlers';

type LockCallback = () => Promise<unknown>;

/** A Web Locks API stand-in that records lock names and runs `beforeGrant` while "waiting". */
function fakeLocks(beforeGrant: () => void = () => undefined) {
  const names: string[] = [];
  const request = vi.fn((name: string, _options: unknown, callback: LockCallback) => {
    names.push(name);
    beforeGrant();
    return callback();
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return names;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  vi.restoreAllMocks();
});

describe('refreshAccessToken', () => {
  it('posts the current access token and merges the answer into the stored user', async () => {
    storeSessionUser({ access_token: 'old', first_name: 'Priya' });
    const post = vi
      .spyOn(publicClient, 'post')
      .mockResolvedValue({ data: { data: sessionUser({ access_token: 'new', first_name: 'Priya' }) } });
    const tokenRefreshed = vi.fn();
    const unregister = registerSessionHandlers({ tokenRefreshed, sessionExpired: vi.fn() });

    await expect(refreshAccessToken()).resolves.toBe('new');

    expect(post).toHaveBeenCalledWith('/refresh-token', { accessToken: 'old' });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({ access_token: 'new' });
    expect(tokenRefreshed).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'new' }));
    unregister();
  });

  it('refreshes under an exclusive Web Lock shared by the tabs', async () => {
    storeSessionUser({ access_token: 'old' });
    vi.spyOn(publicClient, 'post').mockResolvedValue({
      data: { data: sessionUser({ access_token: 'new' }) },
    });
    const names = fakeLocks();

    await refreshAccessToken();

    expect(names).toEqual([REFRESH_LOCK_NAME]);
  });

  it('uses the token another tab stored while this one waited for the lock, without a call', async () => {
    storeSessionUser({ access_token: 'old' });
    const post = vi.spyOn(publicClient, 'post');
    fakeLocks(() => storeSessionUser({ access_token: 'from-another-tab' }));

    await expect(refreshAccessToken()).resolves.toBe('from-another-tab');

    expect(post).not.toHaveBeenCalled();
  });

  it('fails when the server refuses, leaving the stored user as it was', async () => {
    storeSessionUser({ access_token: 'old' });
    vi.spyOn(publicClient, 'post').mockRejectedValue(new Error('Request failed with status code 401'));

    await expect(refreshAccessToken()).rejects.toThrow('401');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({ access_token: 'old' });
  });
});
