import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toasts } from './toasts';

const ToastHostContext = createContext<HTMLElement | null>(null);

/**
 * Keeps one toast container for the whole logged-in area, in an element of its own that each
 * layout's slot takes in: a toast raised as the layout changes (impersonating, returning to the
 * admin's own account) is not lost with the layout, as it would be with a container per layout.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const [host] = useState(() => document.createElement('div'));
  return (
    <ToastHostContext value={host}>
      {children}
      {createPortal(<Toasts />, host)}
    </ToastHostContext>
  );
}

type ToastSlotProps = {
  /** How far below the window's top edge the top bar ends: a toast never goes under it. */
  below: ResponsiveStyleValue<number>;
};

/**
 * Where a layout shows toasts: at the top of the page under its top bar, taking their own room
 * and pushing the page down while shown, so they cover no heading or control (laid over the top
 * right, they hid headings, the Period control, the impersonation banner and the portal's case
 * number); on a page scrolled down they stay in view, just under the top bar.
 */
export function ToastSlot({ below }: ToastSlotProps) {
  const host = useContext(ToastHostContext);
  const adopt = useCallback(
    (slot: HTMLElement | null) => {
      if (slot && host && host.parentElement !== slot) slot.append(host);
    },
    [host],
  );
  return (
    <Box
      ref={adopt}
      data-slot="toasts"
      sx={{
        position: 'sticky',
        top: below,
        zIndex: (theme) => theme.zIndex.snackbar,
        // Room between a toast and the heading it pushed down.
        '& .Toastify__toast-container': { p: 0, pb: 2 },
        '& .Toastify__toast': { mb: 1 },
        '& .Toastify__toast:last-child': { mb: 0 },
      }}
    />
  );
}
