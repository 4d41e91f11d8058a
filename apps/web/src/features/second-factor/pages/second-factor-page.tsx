import type { SecondFactorMethod, SecondFactorRequest, SessionUser } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthPageCard } from '@/components/auth-page-card';
import { FormMessage } from '@/components/form-message';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { postSecondFactor } from '../api/pending-sign-in';
import { PasskeyStep } from '../components/passkey-step';
import { SecondFactorForm, type SecondFactorMode } from '../components/second-factor-form';
import { SignInAgain } from '../components/sign-in-again';
import { usePendingSignIn } from '../hooks/use-pending-sign-in';

export type SignedInHandlers = {
  /** Keeps the session the server answered, as a password sign-in's is kept. */
  onSession: (user: SessionUser) => void;
  /** Goes on to where signing in lands. */
  onContinue: (user: SessionUser) => Promise<void>;
};

const INTRO: Record<SecondFactorMethod, string> = {
  TOTP: 'Enter the 6-digit code from your authenticator app.',
  RECOVERY_CODE: 'Enter one of the recovery codes you saved when you set up your second factor.',
  PASSKEY: 'Use your passkey: your browser or device will ask for it.',
};

/** Signed in with a recovery code: how many are left, before going on. */
function RecoveryCodeUsed({ message, onContinue }: { message: string; onContinue: () => void }) {
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => status.current?.focus(), []);
  return (
    <Stack spacing={3}>
      <FormMessage message={message} severity="success" ref={status} />
      <Typography>
        If you no longer have your authenticator app, set it up again or make new recovery codes on your
        profile.
      </Typography>
      <Button variant="contained" size="large" onClick={onContinue}>
        Continue
      </Button>
    </Stack>
  );
}

/**
 * /login/second-factor: the second step of signing in, after the password (or single sign-on).
 * The pending sign-in is the browser's HttpOnly cookie; a person who must first set up an app is
 * sent to /login/enrol.
 */
export function SecondFactorPage({ onSession, onContinue }: SignedInHandlers) {
  const returnState: unknown = useLocation().state;
  const { state, gone } = usePendingSignIn();
  const [chosen, setChosen] = useState<SecondFactorMethod | null>(null);
  const [recovered, setRecovered] = useState<{ user: SessionUser; message: string } | null>(null);

  if (state.status === 'reading') return <PageLoading />;
  if (state.status === 'ready' && state.pending.mustEnrol) {
    return <Navigate to={paths.enrolSecondFactor} replace state={returnState} />;
  }

  const submit = async (request: SecondFactorRequest) => {
    try {
      const { user, message } = await postSecondFactor(request);
      onSession(user);
      if (request.recoveryCode === undefined) await onContinue(user);
      else setRecovered({ user, message });
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.status === 401) gone(failure.message);
      else throw new SubmitFailure(failure);
    }
  };

  const finishWithPasskey = async () => {
    try {
      const { passSecondFactorWithPasskey } = await import('../passkey-sign-in');
      const signedIn = await passSecondFactorWithPasskey();
      onSession(signedIn);
      await onContinue(signedIn);
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.status === 401) gone(failure.message);
      else throw new Error(failure.message, { cause: error });
    }
  };

  const heading = state.status === 'ready' ? `Hello ${state.pending.firstName}` : 'Sign in';
  const methods = state.status === 'ready' ? state.pending.methods : [];
  // The usual way first (a passkey, where there is one); the app's code when nothing says otherwise.
  const mode = chosen ?? methods[0] ?? 'TOTP';
  const codeMode: SecondFactorMode = mode === 'PASSKEY' ? 'TOTP' : mode;
  const otherCode = codeMode === 'TOTP' ? 'RECOVERY_CODE' : 'TOTP';
  return (
    <AuthPageCard heading={heading} intro={recovered ? 'You are signed in.' : INTRO[mode]}>
      {state.status === 'gone' ? (
        <SignInAgain message={state.message} />
      ) : recovered ? (
        <RecoveryCodeUsed message={recovered.message} onContinue={() => void onContinue(recovered.user)} />
      ) : mode === 'PASSKEY' ? (
        <PasskeyStep
          onUse={finishWithPasskey}
          others={methods.filter((method) => method !== 'PASSKEY')}
          onSwitch={setChosen}
        />
      ) : (
        <SecondFactorForm
          key={codeMode}
          mode={codeMode}
          canSwitch={methods.includes(otherCode)}
          onSwitch={() => setChosen(otherCode)}
          onPasskey={methods.includes('PASSKEY') ? () => setChosen('PASSKEY') : undefined}
          onSubmit={submit}
        />
      )}
    </AuthPageCard>
  );
}
