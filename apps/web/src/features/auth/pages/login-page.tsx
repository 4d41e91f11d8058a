import type { BotCheckAction, LoginRequest } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FormMessage } from '@/components/form-message';
import { deferredImport } from '@/lib/deferred-import';
import { clearSessionEndedNotice, readSessionEndedNotice } from '@/lib/session/session-ended-notice';
import { useBotCheck } from '@/lib/bot-check/use-bot-check';
import { AuthPageCard } from '@/components/auth-page-card';
import { SignInForm, type SignInAlternative, type SignInCredentials } from '../components/sign-in-form';

// The contract's auth module brings zod, so this page takes only types from it: the action name
// is checked against BOT_CHECK_ACTIONS' type, and the schemas load once someone uses the form.
const SIGN_IN_ACTION: BotCheckAction = 'login';
const signInValidation = deferredImport(() => import('../validation/validate-sign-in'));

/** Which sign-in the page is: the staff's, or the applicant portal's (its own heading and bot-check action). */
export type SignInDoor = { heading: string; intro: string; botCheckAction: BotCheckAction };

const STAFF_DOOR: SignInDoor = {
  heading: 'Sign in',
  intro: 'Sign in to your account to manage cases.',
  botCheckAction: SIGN_IN_ACTION,
};

type LoginPageProps = {
  /** Signs in and moves on; throws a failure (message and field messages) to show. */
  signIn: (request: LoginRequest) => Promise<void>;
  /** Starts loading what signing in needs, when someone starts using the form. */
  prepareSignIn?: () => void;
  door?: SignInDoor;
  /** Single sign-on, offered on the staff's sign-in only (the app gives it). */
  alternative?: SignInAlternative;
  /** Signing in with a passkey alone, offered on the staff's sign-in only (the app gives it). */
  passkey?: ReactNode;
};

/** A notice handed over by the page that sent the person here, e.g. after a password reset. */
function noticeFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

export function LoginPage({
  signIn,
  prepareSignIn,
  door = STAFF_DOOR,
  alternative,
  passkey,
}: LoginPageProps) {
  const notice = noticeFrom(useLocation().state);
  // Shown once: a session the server ended (not a Logout) explains why the user is here.
  const [sessionEnded] = useState(readSessionEndedNotice);
  useEffect(clearSessionEndedNotice, []);
  const { slotRef, prepare: prepareBotCheck, token: botCheckToken } = useBotCheck(door.botCheckAction);

  const prepare = () => {
    signInValidation.preload();
    prepareBotCheck();
    prepareSignIn?.();
  };

  const schema = async () => (await signInValidation.load()).signInSchema;

  const submit = async (credentials: SignInCredentials) => {
    const captchaToken = await botCheckToken();
    await signIn({ ...credentials, ...(captchaToken ? { captchaToken } : {}) });
  };

  return (
    <AuthPageCard heading={door.heading} intro={door.intro}>
      <Stack spacing={2.5}>
        <FormMessage message={notice} severity="success" />
        <FormMessage message={sessionEnded} severity="info" />
        <SignInForm
          schema={schema}
          onSubmit={submit}
          onFirstUse={prepare}
          botCheckSlot={slotRef}
          alternative={door === STAFF_DOOR ? alternative : undefined}
        />
        {door === STAFF_DOOR && passkey}
      </Stack>
    </AuthPageCard>
  );
}
