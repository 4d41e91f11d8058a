import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signOut } from '@/features/auth/stores/session-thunks';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * Logout: the server is told, storage is cleared, and the user goes to the sign-in page they
 * use (an applicant to the portal's).
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const applicant = useAppSelector((state) => state.auth.user?.user_type === 'APPLICANT');

  return useCallback(() => {
    const signInPage = applicant ? paths.portal.login : paths.login;
    void dispatch(signOut()).then(() => navigate(signInPage, { replace: true }));
  }, [dispatch, navigate, applicant]);
}
