import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PassedSecondFactor, SignInMethod } from '../../db/schema';
import { webUsers } from '../../db/schema';
import type { RequestContext } from '../../platform/audit/request-context';
import type { Account } from './account-repository';
import type { AuthDeps, SignedInSession } from './auth-deps';
import { rememberDevice } from './known-devices';
import { openSignIn } from './open-sign-in';
import { AUDITED_AS, type SignInDoor } from './sign-in-doors';

/**
 * The end of a sign-in whose every factor passed, inside the caller's transaction: the account's
 * failure count and lock cleared, its last sign-in noted, the device remembered, the session opened.
 */
export async function startSignedInSession(
  tx: Executor,
  deps: Pick<AuthDeps, 'accessTokens' | 'config'>,
  account: Account,
  signIn: {
    door: SignInDoor;
    method: SignInMethod;
    secondFactor: PassedSecondFactor | null;
    /** The device cookie the browser sent, if any. */
    deviceToken: string | undefined;
    context: RequestContext;
  },
): Promise<SignedInSession> {
  await tx
    .update(webUsers)
    .set({
      failedLoginCount: 0,
      lockedUntil: null,
      lastLoginAt: sql`now()`,
      updatedAt: sql`${webUsers.updatedAt}`,
    })
    .where(eq(webUsers.id, account.id));
  const deviceToken = await rememberDevice(tx, account.id, signIn.deviceToken);
  const issued = await openSignIn(tx, deps, account, {
    action: AUDITED_AS[signIn.door].signIn,
    context: signIn.context,
    method: signIn.method,
    secondFactor: signIn.secondFactor,
  });
  return { ...issued, deviceToken };
}
