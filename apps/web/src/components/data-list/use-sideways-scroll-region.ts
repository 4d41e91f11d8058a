import { useLayoutEffect, useRef } from 'react';

/**
 * A box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1; axe's
 * scrollable-region-focusable): while its content is wider than it, the box is a named region
 * in the tab order, so arrow keys scroll it. When everything fits it is neither, and costs the
 * keyboard no extra stop. Set on the element directly, from a ResizeObserver, so nothing renders
 * again.
 */
export function useSidewaysScrollRegion<E extends HTMLElement>(label: string) {
  const ref = useRef<E>(null);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      if (box.scrollWidth > box.clientWidth) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [label]);

  return ref;
}
