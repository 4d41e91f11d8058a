/**
 * Runs `task` holding an exclusive Web Lock, so that tabs of one browser take turns; runs it
 * straight away where the Web Locks API is missing.
 */
export async function withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks) return task();
  return locks.request(name, { mode: 'exclusive' }, task);
}
