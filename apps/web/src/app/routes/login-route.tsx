import type { LoginRequest } from '@casekeeper/contract';
import { useLocation, useNavigate } from 'react-router';
import { LoginPage } from '@/features/auth/pages/login-page';
import { deferredImport } from '@/lib/deferred-import';
import { landingPathFor } from './home-path';
import { returnPathFrom } from '@/lib/navigation/return-path';

const session = deferredImport(() => import('../session/sign-in-with-store'));

/** /login: the sign-in page, wired to the store; success returns to the page asked for, else home. */
export function LoginRoute() {
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state);

  const signIn = async (request: LoginRequest) => {
    const user = await (await session.load()).signInWithStore(request);
    await navigate(returnTo ?? landingPathFor(user), { replace: true });
  };

  return <LoginPage signIn={signIn} prepareSignIn={session.preload} />;
}
