import { isAdmitted, passkeyEndpoints, signInMethodEndpoints, type Profile } from '@casekeeper/contract';
import { useCallback, useMemo } from 'react';
import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { sessionUpdated } from '@/features/auth/stores/auth-slice';
import { ProfilePage, type ProfileSection } from '@/features/profile/pages/profile-page';
import { PasskeysSection } from '@/features/second-factor/components/passkeys-section';
import { SignInMethodsSection } from '@/features/second-factor/components/sign-in-methods-section';
import { SignedInDevices } from '@/features/signed-in-devices/components/signed-in-devices';
import { setTokenData } from '@/lib/session/stored-user';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * /profile: a saved first name reaches the stored session, and with it the user menu; the
 * morning e-mail of alarms is offered to those who have alarms. A platform admin signed in as
 * someone does not see their signed-in devices (those are the person's own).
 */
export function ProfileRoute() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const abilities = useAbilities(user);
  const impersonating = user?.impersonating ?? false;
  // Staff set up their own second factor; applicants may add a passkey; an admin signed in as someone may not.
  const subject = user && { userType: user.user_type, role: user.role, impersonating };
  const ownsSignInMethods = subject !== null && isAdmitted(signInMethodEndpoints.startTotp.access, subject);
  const ownsPasskeysOnly =
    !ownsSignInMethods && subject !== null && isAdmitted(passkeyEndpoints.register.access, subject);
  const sections = useMemo<ProfileSection[]>(
    () => [
      ...(ownsSignInMethods ? [{ title: 'Sign-in methods', content: <SignInMethodsSection /> }] : []),
      ...(ownsPasskeysOnly ? [{ title: 'Passkeys', content: <PasskeysSection /> }] : []),
      ...(impersonating ? [] : [{ title: 'Signed-in devices', content: <SignedInDevices /> }]),
    ],
    [impersonating, ownsSignInMethods, ownsPasskeysOnly],
  );
  const onSaved = useCallback(
    (profile: Profile) => dispatch(sessionUpdated(setTokenData({ first_name: profile.firstName }))),
    [dispatch],
  );
  return (
    <ProfilePage
      onSaved={onSaved}
      offerAlarmDigest={Boolean(abilities?.can.viewAlarms)}
      sections={sections}
    />
  );
}
