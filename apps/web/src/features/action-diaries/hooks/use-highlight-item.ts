import { useCallback, useRef } from 'react';

/**
 * A ref for the item chosen in the alarm dropdown: once that item is on the page, it is scrolled
 * into view and given the focus (a screen reader reads it out), once per choice; then `onShown`.
 */
export function useHighlightItem(itemId: number | null, loaded: unknown, onShown?: () => void) {
  const shownFor = useRef<number | null>(null);
  return useCallback(
    (element: HTMLLIElement | null) => {
      if (!element || itemId === null || shownFor.current === itemId || !loaded) return;
      shownFor.current = itemId;
      // jsdom has no scrolling.
      if ('scrollIntoView' in element) element.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element.focus({ preventScroll: true });
      onShown?.();
    },
    [itemId, loaded, onShown],
  );
}
