import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { stopImpersonating } from '@/features/auth/stores/impersonation-thunks';
import { useAppDispatch } from '../store/hooks';

/** "Back to Admin Dashboard": the admin's own session again, then /dashboard (docs/routes.md). */
export function useStopImpersonating() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const goBack = useCallback(() => {
    setBusy(true);
    dispatch(stopImpersonating())
      .unwrap()
      .then(({ message }) => {
        toast.success(message);
        return navigate(paths.admin.dashboard, { replace: true });
      })
      .catch((message: unknown) => {
        toast.error(typeof message === 'string' ? message : 'Returning to your own account failed.');
      })
      .finally(() => setBusy(false));
  }, [dispatch, navigate]);

  return { goBack, busy };
}
