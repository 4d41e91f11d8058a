import type { SessionUser } from '@casekeeper/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EnrolPage } from '@/features/second-factor/pages/enrol-page';
import { SecondFactorPage } from '@/features/second-factor/pages/second-factor-page';
import { returnPathFrom } from '@/lib/navigation/return-path';
import { keepAnsweredSession } from '../session/sign-in-with-store';
import { landingPathFor } from './home-path';

/** The session kept as a password sign-in's is, then on to the page asked for, else home. */
function useSignedInHandlers() {
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state);
  const onContinue = useCallback(
    async (user: SessionUser) => {
      await navigate(returnTo ?? landingPathFor(user), { replace: true });
    },
    [navigate, returnTo],
  );
  return { onSession: keepAnsweredSession, onContinue };
}

/** /login/second-factor: the code (or a recovery code) that finishes signing in. */
export function SecondFactorRoute() {
  return <SecondFactorPage {...useSignedInHandlers()} />;
}

/** /login/enrol: setting up the authenticator app that the authority requires, then signed in. */
export function EnrolSecondFactorRoute() {
  return <EnrolPage {...useSignedInHandlers()} />;
}
