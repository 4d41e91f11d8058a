import type { Profile } from '@casekeeper/contract';
import { useCallback } from 'react';
import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { sessionUpdated } from '@/features/auth/stores/auth-slice';
import { ProfilePage } from '@/features/profile/pages/profile-page';
import { setTokenData } from '@/lib/session/stored-user';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * /profile: a saved first name reaches the stored session, and with it the user menu; the
 * morning e-mail of alarms is offered to those who have alarms.
 */
export function ProfileRoute() {
  const dispatch = useAppDispatch();
  const abilities = useAbilities(useAppSelector((state) => state.auth.user));
  const onSaved = useCallback(
    (profile: Profile) => dispatch(sessionUpdated(setTokenData({ first_name: profile.firstName }))),
    [dispatch],
  );
  return <ProfilePage onSaved={onSaved} offerAlarmDigest={Boolean(abilities?.can.viewAlarms)} />;
}
