import {
  acceptInvitationRequestSchema,
  BOT_CHECK_ACTIONS,
  type AcceptInvitationRequest,
  type Invitation,
} from '@casekeeper/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormFrame } from '@/components/form-frame';
import { FormMessage } from '@/components/form-message';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PageLoading } from '@/components/page-loading';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { useBotCheck } from '@/lib/bot-check/use-bot-check';
import { AuthPageCard } from '@/components/auth-page-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatDate } from '@/lib/format-date';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { postAcceptApplicantAccess } from '../api/accept-applicant-access';
import { postCheckInvitation } from '../api/check-invitation';
import { describeInvitation } from '../components/describe-invitation';

type PasswordValues = { newPassword: string; confirmNewPassword: string };

type InvitationPageProps = {
  /** Sets the password and signs the person in; throws a SubmitFailure when refused. */
  accept: (request: AcceptInvitationRequest) => Promise<void>;
};

type Check =
  { state: 'checking' } | { state: 'invalid'; message: string } | { state: 'open'; invitation: Invitation };

/**
 * /invitation?token=…: greets the invited person, names the account and authority, checks the
 * link before asking for anything, and signs them in once they have chosen a password.
 */
export function InvitationPage({ accept }: InvitationPageProps) {
  const token = useSearchParams()[0].get('token') ?? '';
  const [check, setCheck] = useState<Check>({ state: 'checking' });

  useEffect(() => {
    if (token === '') return;
    let current = true;
    postCheckInvitation(token).then(
      (invitation) => current && setCheck({ state: 'open', invitation }),
      (error: unknown) => current && setCheck({ state: 'invalid', message: toApiFailure(error).message }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (token === '') {
    return (
      <UnusableInvitation message="This invitation link is incomplete. Open the link from the e-mail again." />
    );
  }
  if (check.state === 'checking') return <PageLoading />;
  if (check.state === 'invalid') return <UnusableInvitation message={check.message} />;
  if (check.invitation.hasPassword) return <AddToAccount invitation={check.invitation} token={token} />;
  return <ChoosePassword invitation={check.invitation} token={token} accept={accept} />;
}

function UnusableInvitation({ message }: { message: string }) {
  return (
    <AuthPageCard
      heading="This invitation cannot be used"
      intro="The link may have expired or been used already."
    >
      <Stack spacing={2}>
        <FormMessage message={message} severity="info" />
        <Typography>
          If you have already chosen a password, <RouterLinkText to={paths.login}>sign in</RouterLinkText>. If
          you have forgotten it,{' '}
          <RouterLinkText to={paths.forgotPassword}>ask for a reset link</RouterLinkText>.
        </Typography>
      </Stack>
    </AuthPageCard>
  );
}

function RouterLinkText({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/**
 * An applicant who already has a password: opening the link from their mailbox is what adds the
 * case (it proves the address is theirs), so one button does it, then they sign in as usual.
 */
function AddToAccount({ invitation, token }: { invitation: Invitation; token: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const add = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const notice = await postAcceptApplicantAccess(token);
      await navigate(paths.portal.login, { replace: true, state: { notice } });
    } catch (error) {
      setFailure(toApiFailure(error).message);
      setBusy(false);
    }
  };

  return (
    <AuthPageCard heading={`Welcome back, ${invitation.firstName}`} intro={describeInvitation(invitation)}>
      <Stack component="form" spacing={2} onSubmit={(event) => void add(event)} noValidate>
        <FormMessage message={failure} severity="error" />
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          It will be added to your account, <strong>{invitation.email}</strong>. Then sign in with your
          password as usual. This link works until {formatDate(invitation.expiresAt)}.
        </Typography>
        <SubmitButton label="Add to my account" busyLabel="Adding…" busy={busy} />
      </Stack>
    </AuthPageCard>
  );
}

type ChoosePasswordProps = InvitationPageProps & { invitation: Invitation; token: string };

function ChoosePassword({ invitation, token, accept }: ChoosePasswordProps) {
  const schema = useMemo(
    () => formSchema((values: PasswordValues) => ({ ...values, token }), acceptInvitationRequestSchema),
    [token],
  );
  const form = useContractForm({ defaultValues: { newPassword: '', confirmNewPassword: '' }, schema });
  const { slotRef, prepare, token: botCheckToken } = useBotCheck(BOT_CHECK_ACTIONS.acceptInvitation);
  useEffect(prepare, [prepare]);

  const submit = async (request: AcceptInvitationRequest) => {
    const captchaToken = await botCheckToken();
    await accept({ ...request, ...(captchaToken ? { captchaToken } : {}) });
  };

  return (
    <AuthPageCard heading={`Welcome, ${invitation.firstName}`} intro={describeInvitation(invitation)}>
      <FormFrame
        form={form}
        onSubmit={submit}
        notice={
          // A long e-mail address wraps rather than pushing the card past a phone's width.
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            You will sign in as <strong>{invitation.email}</strong>. Choose a password to finish setting up
            your account; this link works until {formatDate(invitation.expiresAt)}.
          </Typography>
        }
      >
        {/* Lets password managers save the new password against the right account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hidden
        />
        <NewPasswordFields
          idPrefix="invitation"
          newPassword={form.field('newPassword')}
          confirmNewPassword={form.field('confirmNewPassword')}
        />
        <div ref={slotRef} />
        <SubmitButton
          label="Set password and sign in"
          busyLabel="Setting up your account…"
          busy={form.busy}
        />
      </FormFrame>
    </AuthPageCard>
  );
}
