import { useLayoutEffect, useRef } from 'react';

const marginTop = (element: Element | null) =>
  element ? Number.parseFloat(getComputedStyle(element).marginTop) || 0 : 0;

/**
 * For a bar that appears above the rows once a case is ticked: the page scrolls down by as much
 * as the bar takes (its height and the space it brings), so the rows, and the tick box just
 * pressed, stay under the pointer instead of jumping down; when the bar goes, it scrolls back.
 * Only when the bar comes into sight: above the screen, the browser's own scroll anchoring keeps
 * the rows in place already.
 */
export function useKeepRowsInPlace<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar || bar.offsetHeight === 0) return undefined;
    const top = bar.getBoundingClientRect().top;
    if (top < 0 || top >= window.innerHeight) return undefined;
    // Its height and the space it brings: its own above it after something, else the space it
    // puts above what follows it (which, first before, had none).
    const space = bar.previousElementSibling ? marginTop(bar) : marginTop(bar.nextElementSibling);
    const shift = bar.offsetHeight + space;
    window.scrollBy(0, shift);
    return () => {
      // Still in the page while React lets go of it; gone from sight, the browser anchors instead.
      if (bar.isConnected && bar.getBoundingClientRect().top >= 0) window.scrollBy(0, -shift);
    };
  }, []);
  return ref;
}
