import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyWithTimeout } from './lazy-with-timeout';

const never = (): Promise<never> => new Promise<never>(() => undefined);

function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; error?: unknown; value?: T } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('lazyWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects with a ChunkLoadError once the 120000 ms chunk time-out has passed', async () => {
    const state = track(lazyWithTimeout(never)());

    await vi.advanceTimersByTimeAsync(119_999);
    expect(state.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(Error);
    expect(state.error).toMatchObject({ name: 'ChunkLoadError' });
    expect(isChunkLoadError(state.error)).toBe(true);
  });

  it('honours a shorter time-out when one is given', async () => {
    const state = track(lazyWithTimeout(never, 50)());

    await vi.advanceTimersByTimeAsync(50);
    expect(state.error).toMatchObject({ name: 'ChunkLoadError' });
  });

  it('passes a successful import through unchanged', async () => {
    const module = { Page: () => null };
    await expect(lazyWithTimeout(() => Promise.resolve(module))()).resolves.toBe(module);
  });

  it('clears its timer once the import has settled', async () => {
    await lazyWithTimeout(() => Promise.resolve('loaded'))();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('surfaces a failed import as a ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error: unknown = await lazyWithTimeout(() => Promise.reject(cause))().catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'ChunkLoadError', cause });
  });

  it('starts a fresh attempt every time it is called', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const loadPage = lazyWithTimeout(load);

    await loadPage();
    await loadPage();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
