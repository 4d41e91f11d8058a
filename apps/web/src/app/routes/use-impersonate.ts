import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { adoptImpersonation, requestImpersonation } from '@/features/auth/stores/impersonation-thunks';
import { useAppDispatch } from '../store/hooks';
import { landingPathFor } from './home-path';

/**
 * Signs the platform admin in as a user: the server's session for them (POST /impersonate/{id}),
 * adopted, then their home. A failure is logged by the thunk and rethrown.
 */
export function useImpersonate() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(
    async (webUserId: number) => {
      const result = await dispatch(requestImpersonation(webUserId));
      if (requestImpersonation.rejected.match(result)) {
        throw new Error(result.payload ?? 'Signing in as this user failed.');
      }
      const { user, message } = result.payload;
      // The guard sends the new user away from this admin-only page to the same home.
      await dispatch(adoptImpersonation(user));
      await navigate(landingPathFor(user), { replace: true });
      toast.success(message);
    },
    [dispatch, navigate],
  );
}
