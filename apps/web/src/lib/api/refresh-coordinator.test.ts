import { describe, expect, it, vi } from 'vitest';
import { createRefreshCoordinator } from './refresh-coordinator';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createRefreshCoordinator', () => {
  it('makes one refresh for requests that fail while it runs, and gives them all the new token', async () => {
    const pending = deferred<string>();
    const refresh = vi.fn(() => pending.promise);
    const coordinator = createRefreshCoordinator(refresh, vi.fn());

    const waiting = [coordinator.freshToken(), coordinator.freshToken(), coordinator.freshToken()];
    pending.resolve('new-token');

    await expect(Promise.all(waiting)).resolves.toEqual(['new-token', 'new-token', 'new-token']);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('rejects every waiting request and calls onFailure once when the refresh fails', async () => {
    const failure = new Error('Your session has ended.');
    const pending = deferred<string>();
    const onFailure = vi.fn();
    const coordinator = createRefreshCoordinator(() => pending.promise, onFailure);

    const waiting = [coordinator.freshToken(), coordinator.freshToken()].map((p) =>
      p.catch((e: unknown) => e),
    );
    pending.reject(failure);

    await expect(Promise.all(waiting)).resolves.toEqual([failure, failure]);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it('starts a new refresh for a failure that comes after the last one finished', async () => {
    const refresh = vi.fn().mockResolvedValueOnce('token-2').mockResolvedValueOnce('token-3');
    const coordinator = createRefreshCoordinator(refresh, vi.fn());

    await expect(coordinator.freshToken()).resolves.toBe('token-2');
    await expect(coordinator.freshToken()).resolves.toBe('token-3');
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
