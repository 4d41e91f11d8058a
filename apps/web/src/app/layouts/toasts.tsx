import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@casekeeper/contract';
import { useTheme } from '@mui/material/styles';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { useThemeMode } from '@/theme/theme-mode-context';

/**
 * Notifications, closing after 5000 ms, in the app's own font and text colour, laid out in the
 * page's flow rather than over it (see toast-slot), never wider than it. The library's light-theme grey (#757575, 4.6:1
 * on white) fell below AA while a toast faded in.
 */
export function Toasts() {
  const { mode } = useThemeMode();
  const { typography, palette } = useTheme();
  return (
    <ToastContainer
      position={TOAST_POSITION}
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme={mode}
      // Clipped across: a toast slides in and out from the side, which widened the page for a moment.
      style={{
        position: 'static',
        width: '100%',
        margin: 0,
        transform: 'none',
        zIndex: 'auto',
        overflowX: 'clip',
      }}
      toastStyle={{ fontFamily: typography.fontFamily, color: palette.text.primary, maxWidth: '100%' }}
    />
  );
}
