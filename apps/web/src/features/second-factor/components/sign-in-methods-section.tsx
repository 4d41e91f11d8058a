import type {
  IdentityProofRequest,
  SignInMethods,
  TotpCodeRequest,
  TotpEnrolment,
} from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormMessage } from '@/components/form-message';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatLongDate } from '@/lib/format-date';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useSessionUser } from '@/lib/session/use-session-user';
import {
  useConfirmTotpMutation,
  useGetSignInMethodsQuery,
  useRemoveTotpMutation,
  useRenewRecoveryCodesMutation,
  useStartTotpMutation,
} from '../api/sign-in-methods-api';
import { IdentityProofForm } from './identity-proof-form';
import { PasskeysPanel } from './passkeys-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpSetup } from './totp-setup';

/** What the section shows: the methods, or one change under way. */
type Step =
  | { show: 'summary' }
  | { show: 'setup'; enrolment: TotpEnrolment }
  | { show: 'codes'; codes: string[] }
  | { show: 'remove' }
  | { show: 'renew' };

function Summary({ methods, platformAdmin }: { methods: SignInMethods; platformAdmin: boolean }) {
  const app = methods.authenticatorApp;
  const anyFactor = app !== null || methods.passkeys.length > 0;
  return (
    <Stack spacing={1}>
      <Typography>
        <strong>Authenticator app:</strong> {app ? `on, set up ${formatLongDate(app.addedAt)}` : 'off'}
      </Typography>
      {anyFactor && (
        <Typography>
          <strong>Recovery codes:</strong> {methods.recoveryCodesLeft} left
        </Typography>
      )}
      {methods.secondFactorRequired && (
        <Typography sx={{ color: 'text.secondary' }}>
          {platformAdmin
            ? 'Platform admins must have a second factor.'
            : 'Your authority requires a second factor of everyone.'}
          {anyFactor ? '' : ' You will be asked to set one up the next time you sign in.'}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The profile's "Sign-in methods": the authenticator app (set up, or removed after the current
 * password), passkeys (added, or removed after the current password) and the recovery codes (new
 * ones after the current password), each shown once.
 */
export function SignInMethodsSection() {
  const platformAdmin = useSessionUser()?.user_type === 'ADMIN';
  const methods = useGetSignInMethodsQuery();
  const [startTotp, starting] = useStartTotpMutation();
  const [confirmTotp] = useConfirmTotpMutation();
  const [removeTotp] = useRemoveTotpMutation();
  const [renewCodes] = useRenewRecoveryCodesMutation();
  const [step, setStep] = useState<Step>({ show: 'summary' });
  const [notice, setNotice] = useState<{ message: string; failed: boolean } | null>(null);
  const back = () => setStep({ show: 'summary' });

  if (methods.error) {
    return (
      <LoadFailure message={toApiFailure(methods.error).message} onRetry={() => void methods.refetch()} />
    );
  }
  if (!methods.data) return <PageLoading inline />;
  const current = methods.data;

  const setUp = async () => {
    setNotice(null);
    try {
      setStep({ show: 'setup', enrolment: (await startTotp().unwrap()).data });
    } catch (failure) {
      setNotice({ message: toApiFailure(failure).message, failed: true });
    }
  };
  const confirm = async (body: TotpCodeRequest) => {
    try {
      const saved = await confirmTotp({ body }).unwrap();
      setNotice({ message: saved.message, failed: false });
      setStep({ show: 'codes', codes: saved.data.recoveryCodes });
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };
  const remove = async (body: IdentityProofRequest) => {
    try {
      const saved = await removeTotp({ body }).unwrap();
      setNotice({ message: saved.message, failed: false });
      back();
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };
  const renew = async (body: IdentityProofRequest) => {
    try {
      const saved = await renewCodes({ body }).unwrap();
      setNotice({ message: saved.message, failed: false });
      setStep({ show: 'codes', codes: saved.data.recoveryCodes });
    } catch (failure) {
      throw toSubmitFailure(failure);
    }
  };
  const lastRequired = current.secondFactorRequired && current.passkeys.length === 0;
  const anyFactor = current.authenticatorApp !== null || current.passkeys.length > 0;

  return (
    <Stack spacing={2.5}>
      <FormMessage message={notice?.message ?? null} severity={notice?.failed ? 'error' : 'success'} />
      {step.show === 'setup' && (
        <>
          <TotpSetup enrolment={step.enrolment} onConfirm={confirm} confirmLabel="Turn on" />
          <Button onClick={back} sx={{ alignSelf: 'flex-start' }}>
            Cancel
          </Button>
        </>
      )}
      {step.show === 'codes' && <RecoveryCodesPanel codes={step.codes} doneLabel="Done" onDone={back} />}
      {step.show === 'remove' && (
        <IdentityProofForm
          id="remove-totp-password"
          hasPassword={current.hasPassword}
          explanation="Signing in will no longer ask for a code from your app, and your recovery codes stop working."
          submitLabel="Remove the authenticator app"
          onSubmit={remove}
          onCancel={back}
        />
      )}
      {step.show === 'renew' && (
        <IdentityProofForm
          id="renew-codes-password"
          hasPassword={current.hasPassword}
          explanation="You will get ten new recovery codes; the ones you have now stop working."
          submitLabel="Make new recovery codes"
          onSubmit={renew}
          onCancel={back}
        />
      )}
      {step.show === 'summary' && (
        <>
          <Summary methods={current} platformAdmin={platformAdmin} />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {anyFactor && (
              <Button variant="outlined" onClick={() => setStep({ show: 'renew' })}>
                Make new recovery codes
              </Button>
            )}
            {current.authenticatorApp ? (
              !lastRequired && (
                <Button variant="outlined" color="error" onClick={() => setStep({ show: 'remove' })}>
                  Remove the authenticator app
                </Button>
              )
            ) : (
              <Button variant="contained" onClick={() => void setUp()} aria-disabled={starting.isLoading}>
                Set up an authenticator app
              </Button>
            )}
          </Stack>
          <PasskeysPanel
            passkeys={current.passkeys}
            mayRemoveLast={!current.secondFactorRequired || current.authenticatorApp !== null}
            hasPassword={current.hasPassword}
            onNotice={setNotice}
            onRecoveryCodes={(codes) => setStep({ show: 'codes', codes })}
          />
        </>
      )}
    </Stack>
  );
}
