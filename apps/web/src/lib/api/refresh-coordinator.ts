export type RefreshCoordinator = {
  /**
   * Resolves with a fresh access token. The first caller starts the refresh; callers arriving
   * while it runs wait in the queue and share its outcome.
   */
  freshToken: () => Promise<string>;
};

type Waiter = { resolve: (token: string) => void; reject: (error: unknown) => void };

/**
 * One token refresh at a time (docs/sessions.md): every request that failed with 401 while a
 * refresh runs waits for it, and is released with the new token or rejected with the failure.
 * `onFailure` (logout) runs once per failed refresh, after the queue has been rejected.
 */
export function createRefreshCoordinator(
  refresh: () => Promise<string>,
  onFailure: (error: unknown) => void,
): RefreshCoordinator {
  let queue: Waiter[] = [];
  let running = false;

  async function run(): Promise<void> {
    running = true;
    let outcome: { token: string } | { error: unknown };
    try {
      outcome = { token: await refresh() };
    } catch (error) {
      outcome = { error };
    }
    const waiting = queue;
    queue = [];
    running = false;
    if ('token' in outcome) {
      for (const waiter of waiting) waiter.resolve(outcome.token);
    } else {
      for (const waiter of waiting) waiter.reject(outcome.error);
      onFailure(outcome.error);
    }
  }

  return {
    freshToken: () =>
      new Promise<string>((resolve, reject) => {
        queue.push({ resolve, reject });
        if (!running) void run();
      }),
  };
}
