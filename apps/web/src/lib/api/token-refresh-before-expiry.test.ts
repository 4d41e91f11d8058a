import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthenticatedClient } from './create-authenticated-client';
import { createRefreshCoordinator } from './refresh-coordinator';
import { scheduleTokenRefresh } from './schedule-token-refresh';
import { noteTokenIssued } from './token-expiry';

/** A signed-looking access token: only its claims matter to the client. */
function accessToken(name: string, iatSeconds: number, lifeSeconds: number): string {
  const claims = btoa(JSON.stringify({ sub: name, iat: iatSeconds, exp: iatSeconds + lifeSeconds }));
  return `eyJhbGciOiJIUzI1NiJ9.${claims.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  vi.useRealTimers();
  // Back to clocks that agree.
  noteTokenIssued(accessToken('reset', 0, 600), 0);
});

describe('refreshing before the access token expires', () => {
  it('on a page opened after the token expired, refreshes first and sends no call bound to fail with 401', async () => {
    let stored = accessToken('expired', nowSeconds() - 700, 600);
    const fresh = accessToken('fresh', nowSeconds(), 600);
    const log: string[] = [];
    const refresh = vi.fn(async () => {
      log.push('refresh');
      await new Promise((resolve) => setTimeout(resolve, 5));
      stored = fresh;
      return fresh;
    });
    const client = createAuthenticatedClient({
      accessToken: () => stored,
      coordinator: createRefreshCoordinator(refresh, vi.fn()),
      adapter: (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
        const authorization = String(AxiosHeaders.from(config.headers).get('Authorization'));
        const response = { headers: {}, config, statusText: '', data: null };
        const valid = authorization === `Bearer ${fresh}`;
        log.push(`${config.url ?? ''} ${valid ? 200 : 401}`);
        if (valid) return Promise.resolve({ ...response, status: 200 });
        return Promise.reject(
          new AxiosError('Unauthorized', AxiosError.ERR_BAD_REQUEST, config, null, {
            ...response,
            status: 401,
          }),
        );
      },
    });

    const pageLoad = ['/me', '/alarms', '/options', '/cases', '/dashboard', '/mode'];
    await Promise.all(pageLoad.map((url) => client.get(url)));

    expect(log[0]).toBe('refresh');
    expect(refresh).toHaveBeenCalledOnce();
    expect(log.slice(1).sort()).toEqual(pageLoad.map((url) => `${url} 200`).sort());
  });

  it('sends a token with time left as it is', async () => {
    const token = accessToken('current', nowSeconds(), 600);
    const refresh = vi.fn(() => Promise.resolve('unused'));
    const seen: string[] = [];
    const client = createAuthenticatedClient({
      accessToken: () => token,
      coordinator: createRefreshCoordinator(refresh, vi.fn()),
      adapter: (config) => {
        seen.push(String(AxiosHeaders.from(config.headers).get('Authorization')));
        return Promise.resolve({ headers: {}, config, statusText: '', data: null, status: 200 });
      },
    });

    await client.get('/me');

    expect(refresh).not.toHaveBeenCalled();
    expect(seen).toEqual([`Bearer ${token}`]);
  });

  it('does not refresh on every call when this browser’s clock runs ahead of the server’s', async () => {
    // The server's clock is ten minutes behind ours: its new token looks expired by our clock.
    const serverNow = nowSeconds() - 600;
    const token = accessToken('fresh', serverNow, 300);
    noteTokenIssued(token);
    const refresh = vi.fn(() => Promise.resolve(token));
    const client = createAuthenticatedClient({
      accessToken: () => token,
      coordinator: createRefreshCoordinator(refresh, vi.fn()),
      adapter: (config) => Promise.resolve({ headers: {}, config, statusText: '', data: null, status: 200 }),
    });

    await client.get('/me');

    expect(refresh).not.toHaveBeenCalled();
  });

  it('schedules the refresh 30 s before a ten-minute token expires, and again for the next token', () => {
    const issuedAt = nowSeconds();
    vi.useFakeTimers({ now: issuedAt * 1000 });
    let token: string | undefined = accessToken('first', issuedAt, 600);
    let listener: (next: string | undefined) => void = () => undefined;
    const refresh = vi.fn(() => Promise.resolve());
    const stop = scheduleTokenRefresh({
      subscribe: (next) => {
        listener = next;
        return () => undefined;
      },
      currentToken: () => token,
      refresh,
    });

    vi.advanceTimersByTime(569_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledOnce();

    token = accessToken('second', issuedAt + 570, 600);
    listener(token);
    vi.advanceTimersByTime(569_000);
    expect(refresh).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(2);

    listener(undefined);
    stop();
    vi.advanceTimersByTime(3_600_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
