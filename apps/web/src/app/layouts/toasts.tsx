import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@casekeeper/contract';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { useThemeMode } from '@/theme/theme-mode-context';

/** Notifications: top-right, closing after 5000 ms (spec section 9). */
export function Toasts() {
  const { mode } = useThemeMode();
  return <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} theme={mode} />;
}
