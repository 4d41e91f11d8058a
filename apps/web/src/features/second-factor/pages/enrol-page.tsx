import type { EnrolledSignIn, TotpCodeRequest, TotpEnrolment } from '@casekeeper/contract';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthPageCard } from '@/components/auth-page-card';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { postConfirmEnrolment, postStartEnrolment } from '../api/pending-sign-in';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { SignInAgain } from '../components/sign-in-again';
import { TotpSetup } from '../components/totp-setup';
import { usePendingSignIn } from '../hooks/use-pending-sign-in';
import type { SignedInHandlers } from './second-factor-page';

const INTRO =
  'Your organisation asks everyone to confirm it is them with a second step when signing in. Set up an authenticator app on your phone: it takes a minute.';

/**
 * /login/enrol: someone whose authority requires a second factor and who has none sets up an
 * authenticator app to finish signing in, then sees their recovery codes once.
 */
export function EnrolPage({ onSession, onContinue }: SignedInHandlers) {
  const returnState: unknown = useLocation().state;
  const { state, gone } = usePendingSignIn();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [enrolled, setEnrolled] = useState<EnrolledSignIn | null>(null);
  const mustEnrol = state.status === 'ready' && state.pending.mustEnrol;

  useEffect(() => {
    if (!mustEnrol) return;
    // Each start makes a new secret: only the last one asked for is shown.
    let current = true;
    postStartEnrolment().then(
      (started) => current && setEnrolment(started),
      (error: unknown) => current && gone(toApiFailure(error).message),
    );
    return () => {
      current = false;
    };
  }, [mustEnrol, gone]);

  if (state.status === 'ready' && !mustEnrol) {
    return <Navigate to={paths.secondFactor} replace state={returnState} />;
  }

  const confirm = async (request: TotpCodeRequest) => {
    try {
      const answer = await postConfirmEnrolment(request);
      onSession(answer.session);
      setEnrolled(answer);
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.status === 401) gone(failure.message);
      else throw new SubmitFailure(failure);
    }
  };

  if (state.status === 'gone') {
    return (
      <AuthPageCard heading="Set up your authenticator app" intro={INTRO}>
        <SignInAgain message={state.message} />
      </AuthPageCard>
    );
  }
  if (enrolled) {
    return (
      <AuthPageCard
        heading="Save your recovery codes"
        intro="Your authenticator app is set up and you are signed in."
      >
        <RecoveryCodesPanel
          codes={enrolled.recoveryCodes}
          doneLabel="Continue"
          onDone={() => void onContinue(enrolled.session)}
        />
      </AuthPageCard>
    );
  }
  if (!enrolment) return <PageLoading />;
  return (
    <AuthPageCard heading="Set up your authenticator app" intro={INTRO}>
      <TotpSetup enrolment={enrolment} onConfirm={confirm} confirmLabel="Confirm and sign in" />
    </AuthPageCard>
  );
}
