import { refreshDueAt } from './token-expiry';

type ScheduleOptions = {
  /** Tells of every change of the stored access token (undefined once signed out). */
  subscribe: (listener: (token: string | undefined) => void) => () => void;
  currentToken: () => string | undefined;
  /** The shared single-flight refresh; its failure is handled there (logout). */
  refresh: () => Promise<unknown>;
};

/**
 * Replaces the access token shortly before it expires, so that calls made after that moment
 * do not meet a 401 first. A 401 still refreshes (the fallback) if this timer was late.
 */
export function scheduleTokenRefresh({ subscribe, currentToken, refresh }: ScheduleOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const plan = (token: string | undefined) => {
    clearTimeout(timer);
    const dueAt = token === undefined ? undefined : refreshDueAt(token);
    if (dueAt === undefined) return;
    timer = setTimeout(() => void refresh().catch(() => undefined), Math.max(0, dueAt - Date.now()));
  };
  plan(currentToken());
  const unsubscribe = subscribe(plan);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
