import type { Profile } from '@casekeeper/contract';
import { useCallback } from 'react';
import { sessionUpdated } from '@/features/auth/stores/auth-slice';
import { ProfilePage } from '@/features/profile/pages/profile-page';
import { setTokenData } from '@/lib/session/stored-user';
import { useAppDispatch } from '../store/hooks';

/** /profile: a saved first name reaches the stored session, and with it the user menu. */
export function ProfileRoute() {
  const dispatch = useAppDispatch();
  const onSaved = useCallback(
    (profile: Profile) => dispatch(sessionUpdated(setTokenData({ first_name: profile.firstName }))),
    [dispatch],
  );
  return <ProfilePage onSaved={onSaved} />;
}
