/** A stand-in for `matchMedia('(prefers-color-scheme: dark)')` whose answer a test can change. */
export function fakeColorScheme(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: prefersDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  // Like a real MediaQueryList, `matches` is live.
  window.matchMedia = ((media: string) => ({
    media,
    get matches() {
      return query.matches;
    },
    addEventListener: query.addEventListener,
    removeEventListener: query.removeEventListener,
  })) as unknown as typeof window.matchMedia;
  const remove = () => Reflect.deleteProperty(window, 'matchMedia');
  return {
    change: (dark: boolean) => {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
    remove,
  };
}
