import type { LoginRequest } from '@casekeeper/contract';
import { useNavigate } from 'react-router';
import { LoginPage } from '@/features/auth/pages/login-page';
import { deferredImport } from '@/lib/deferred-import';
import { landingPathFor } from './home-path';

const session = deferredImport(() => import('../session/sign-in-with-store'));

/** /login: the sign-in page, wired to the store; success goes to the user's home. */
export function LoginRoute() {
  const navigate = useNavigate();

  const signIn = async (request: LoginRequest) => {
    const user = await (await session.load()).signInWithStore(request);
    await navigate(landingPathFor(user), { replace: true });
  };

  return <LoginPage signIn={signIn} prepareSignIn={session.preload} />;
}
