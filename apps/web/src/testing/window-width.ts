/**
 * Makes jsdom's window this wide for media queries: `max-width` and `min-width` answer as a
 * browser would. Undo with `resetWindowWidth` after the test.
 */
export function setWindowWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
}

export function resetWindowWidth() {
  Reflect.deleteProperty(window, 'matchMedia');
}
