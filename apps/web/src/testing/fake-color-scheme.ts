/** What a system says in `prefers-color-scheme`: `none` matches neither query. */
export type SystemScheme = 'dark' | 'light' | 'none';

/** A stand-in for `matchMedia('(prefers-color-scheme: …)')` whose answer a test can change. */
export function fakeColorScheme(initial: SystemScheme) {
  const listeners = new Set<() => void>();
  let scheme = initial;
  // Like a real MediaQueryList, `matches` is live.
  window.matchMedia = ((media: string) => ({
    media,
    get matches() {
      return media === `(prefers-color-scheme: ${scheme})`;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  const remove = () => Reflect.deleteProperty(window, 'matchMedia');
  return {
    change: (next: SystemScheme) => {
      scheme = next;
      for (const listener of listeners) listener();
    },
    remove,
  };
}
