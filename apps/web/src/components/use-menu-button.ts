import { useId, useState, type MouseEvent } from 'react';

/**
 * A button that opens a menu below it, right-aligned: the button's ARIA state and the menu's
 * anchor, spread onto each; `close` for the items.
 */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return {
    close,
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: {
      id: menuId,
      anchorEl: anchor,
      open: anchor !== null,
      onClose: close,
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' } as const,
      transformOrigin: { vertical: 'top', horizontal: 'right' } as const,
    },
  };
}
