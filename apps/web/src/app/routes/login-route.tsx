import type { LoginRequest, SessionUser } from '@casekeeper/contract';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginPage } from '@/features/auth/pages/login-page';
import { PasskeySignInButton } from '@/features/second-factor/components/passkey-sign-in-button';
import { useSingleSignOnOffer } from '@/features/single-sign-on/hooks/use-single-sign-on-offer';
import { deferredImport } from '@/lib/deferred-import';
import { landingPathFor } from './home-path';
import { secondFactorPathFor } from './second-factor-path';
import { returnPathFrom } from '@/lib/navigation/return-path';

const session = deferredImport(() => import('../session/sign-in-with-store'));
const SingleSignOnOffer = lazy(async () => ({
  default: (await import('@/features/single-sign-on/components/single-sign-on-offer')).SingleSignOnOffer,
}));

/**
 * /login: the sign-in page, wired to the store; success returns to the page asked for, else home.
 * An organisation with its own sign-in is offered it once its address is typed (single sign-on).
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state);
  const singleSignOn = useSingleSignOnOffer();

  const signIn = async (request: LoginRequest) => {
    const answer = await (await session.load()).signInWithStore(request);
    // A second factor still to come: its page, which returns to the same page once signed in.
    if ('secondFactorRequired' in answer) {
      await navigate(secondFactorPathFor(answer), { state: returnTo ? { returnTo } : null });
      return;
    }
    await navigate(returnTo ?? landingPathFor(answer), { replace: true });
  };

  const signedInWithPasskey = async (user: SessionUser) => {
    (await session.load()).keepAnsweredSession(user);
    await navigate(returnTo ?? landingPathFor(user), { replace: true });
  };

  const prepareSignIn = () => {
    session.preload();
    singleSignOn.preload();
  };

  return (
    <LoginPage
      signIn={signIn}
      prepareSignIn={prepareSignIn}
      alternative={{
        onEmail: singleSignOn.lookUp,
        offer: singleSignOn.offer.provider && (
          <Suspense>
            <SingleSignOnOffer offer={singleSignOn.offer} />
          </Suspense>
        ),
        passwordSignIn: singleSignOn.offer.provider?.passwordSignIn ?? true,
        takeOffer: singleSignOn.offer.start,
      }}
      passkey={<PasskeySignInButton onSignedIn={signedInWithPasskey} />}
    />
  );
}
