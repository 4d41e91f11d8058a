import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@casekeeper/contract';
import { useTheme } from '@mui/material/styles';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { useThemeMode } from '@/theme/theme-mode-context';

/** Below the top bar (64 px, 56 on a phone), so a toast never covers the user menu. */
export const TOAST_TOP_OFFSET_PX = 72;

/**
 * Notifications: top-right, closing after 5000 ms, in the app's own font and text colour. The
 * library's light-theme grey (#757575, 4.6:1 on white) fell below AA while a toast faded in.
 */
export function Toasts() {
  const { mode } = useThemeMode();
  const { typography, palette } = useTheme();
  return (
    <ToastContainer
      position={TOAST_POSITION}
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme={mode}
      style={{ top: TOAST_TOP_OFFSET_PX }}
      toastStyle={{ fontFamily: typography.fontFamily, color: palette.text.primary }}
    />
  );
}
