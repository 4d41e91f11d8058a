import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signOut } from '@/features/auth/stores/session-thunks';
import { useAppDispatch } from '../store/hooks';

/** Logout: the server is told, storage is cleared, and the user goes to the sign-in page. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(() => {
    void dispatch(signOut()).then(() => navigate(paths.login, { replace: true }));
  }, [dispatch, navigate]);
}
