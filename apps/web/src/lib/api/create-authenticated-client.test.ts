import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createAuthenticatedClient } from './create-authenticated-client';
import { createRefreshCoordinator } from './refresh-coordinator';

/** A stand-in server: accepts only the currently valid token, and records what each request carried. */
function fakeServer(validToken: () => string) {
  const seen: string[] = [];
  const adapter = vi.fn((config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const authorization = String(AxiosHeaders.from(config.headers).get('Authorization'));
    seen.push(`${config.url ?? ''} ${authorization}`);
    const response = { headers: {}, config, statusText: '' };
    if (authorization === `Bearer ${validToken()}`) {
      return Promise.resolve({ ...response, status: 200, data: { url: config.url } });
    }
    const denied = {
      ...response,
      status: 401,
      data: { statusCode: 401, message: 'Your session has ended.' },
    };
    return Promise.reject(new AxiosError('Unauthorized', AxiosError.ERR_BAD_REQUEST, config, null, denied));
  });
  return { adapter, seen };
}

function setup({ refreshSucceeds = true } = {}) {
  let stored = 'expired-token';
  let accepted = 'fresh-token';
  const refresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!refreshSucceeds) throw new Error('Your session has ended. Please sign in again.');
    stored = 'fresh-token';
    return stored;
  });
  const logout = vi.fn();
  const server = fakeServer(() => accepted);
  const client = createAuthenticatedClient({
    accessToken: () => stored,
    coordinator: createRefreshCoordinator(refresh, logout),
    adapter: server.adapter,
  });
  return {
    client,
    refresh,
    logout,
    seen: server.seen,
    refuseEveryToken: () => {
      accepted = 'no token is good now';
    },
  };
}

describe('the authenticated client', () => {
  it('sends the stored access token as a Bearer header', async () => {
    const { client, seen } = setup();
    await client.get('/me').catch(() => undefined);
    expect(seen[0]).toBe('/me Bearer expired-token');
  });

  it('refreshes once for several concurrent 401s and retries each request with the new token', async () => {
    const { client, refresh, logout, seen } = setup();

    const answers = await Promise.all(['/a', '/b', '/c'].map((url) => client.get<{ url: string }>(url)));

    expect(answers.map((answer) => answer.data.url)).toEqual(['/a', '/b', '/c']);
    expect(refresh).toHaveBeenCalledOnce();
    expect(logout).not.toHaveBeenCalled();
    expect(seen.filter((line) => line.endsWith('Bearer fresh-token')).sort()).toEqual([
      '/a Bearer fresh-token',
      '/b Bearer fresh-token',
      '/c Bearer fresh-token',
    ]);
  });

  it('rejects every waiting request and logs out once when the refresh fails', async () => {
    const { client, refresh, logout } = setup({ refreshSucceeds: false });

    const results = await Promise.allSettled(['/a', '/b', '/c'].map((url) => client.get(url)));

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refresh).toHaveBeenCalledOnce();
    expect(logout).toHaveBeenCalledOnce();
  });

  it('never retries a request a second time, even if the retry is refused too', async () => {
    const { client, refresh, seen, refuseEveryToken } = setup();
    refuseEveryToken();

    const error: unknown = await client.get('/a').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(401);
    expect(refresh).toHaveBeenCalledOnce();
    expect(seen).toEqual(['/a Bearer expired-token', '/a Bearer fresh-token']);
  });

  it('retries with a token stored meanwhile (another tab refreshed) without refreshing again', async () => {
    let stored = 'old-token';
    const refresh = vi.fn(() => Promise.resolve('unused'));
    const seen: string[] = [];
    const client = createAuthenticatedClient({
      accessToken: () => stored,
      coordinator: createRefreshCoordinator(refresh, vi.fn()),
      adapter: (config) => {
        const authorization = String(AxiosHeaders.from(config.headers).get('Authorization'));
        seen.push(authorization);
        const response = { headers: {}, config, statusText: '', data: null };
        if (authorization === 'Bearer old-token') {
          stored = 'new-token';
          return Promise.reject(
            new AxiosError('Unauthorized', AxiosError.ERR_BAD_REQUEST, config, null, {
              ...response,
              status: 401,
            }),
          );
        }
        return Promise.resolve({ ...response, status: 200 });
      },
    });

    await client.get('/a');

    expect(refresh).not.toHaveBeenCalled();
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('passes other failures through untouched', async () => {
    const refresh = vi.fn(() => Promise.resolve('unused'));
    const failing = createAuthenticatedClient({
      accessToken: () => 'fresh-token',
      coordinator: createRefreshCoordinator(refresh, vi.fn()),
      adapter: (config) =>
        Promise.reject(
          new AxiosError('Forbidden', AxiosError.ERR_BAD_REQUEST, config, null, {
            status: 403,
            data: null,
            headers: {},
            statusText: '',
            config,
          }),
        ),
    });
    await expect(failing.get('/x')).rejects.toMatchObject({ response: { status: 403 } });
    expect(refresh).not.toHaveBeenCalled();
  });
});
