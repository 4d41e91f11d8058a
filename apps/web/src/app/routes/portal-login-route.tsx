import type { LoginRequest } from '@casekeeper/contract';
import { redirect, useNavigate } from 'react-router';
import { LoginPage, type SignInDoor } from '@/features/auth/pages/login-page';
import { deferredImport } from '@/lib/deferred-import';
import { readStoredUser } from '@/lib/session/stored-user';
import { paths } from '@/config/paths';
import type { SignInDoorState } from '@/lib/navigation/return-path';
import { secondFactorPathFor } from './second-factor-path';

const session = deferredImport(() => import('../session/sign-in-with-store'));

const PORTAL_DOOR: SignInDoor = {
  heading: 'Follow your application',
  intro: 'Sign in with the e-mail address your council wrote to and the password you chose.',
  botCheckAction: 'portal_login',
};

/** An applicant already signed in goes straight to their case. */
export function portalLoginLoader() {
  const user = readStoredUser();
  return user?.access_token && user.user_type === 'APPLICANT' ? redirect(paths.portal.case) : null;
}

/** /portal/login: the applicant portal's own sign-in (the spec's second login flow). */
export function PortalLoginRoute() {
  const navigate = useNavigate();

  const signIn = async (request: LoginRequest) => {
    const answer = await (await session.load()).portalSignInWithStore(request);
    // An applicant who added a passkey finishes on the second factor page, which lands on the case.
    if ('secondFactorRequired' in answer) {
      const door: SignInDoorState = { signInAt: paths.portal.login };
      await navigate(secondFactorPathFor(answer), { state: door });
      return;
    }
    await navigate(paths.portal.case, { replace: true });
  };

  return <LoginPage signIn={signIn} prepareSignIn={session.preload} door={PORTAL_DOOR} />;
}
