import { SECOND_FACTOR_MESSAGES } from '@casekeeper/contract';
import { AppError } from '../../platform/errors/app-error';
import { accountRefusal, findAccountById, type Account } from '../auth';
import { findPendingSignIn, spendPendingSignIn, type PendingSignIn } from './pending-sign-ins';
import type { SecondFactorDeps } from './second-factor-deps';

export const signInExpired = () => new AppError('UNAUTHENTICATED', SECOND_FACTOR_MESSAGES.signInExpired);
export const tooManyCodes = () => new AppError('UNAUTHENTICATED', SECOND_FACTOR_MESSAGES.tooManyCodes);

/**
 * The open pending sign-in of the cookie's token, and its account: an absent, made-up, expired or
 * spent one is a 401 (sign in again); an account deactivated meanwhile, a 403 that spends it.
 */
export async function pendingAccountOf(
  deps: Pick<SecondFactorDeps, 'db'>,
  pendingToken: string | undefined,
): Promise<{ pending: PendingSignIn; account: Account }> {
  const pending = await findPendingSignIn(deps.db, pendingToken);
  const account = pending && (await findAccountById(deps.db, pending.webUserId));
  if (!pending || !account) throw signInExpired();
  const refusal = accountRefusal(account);
  if (refusal) {
    await spendPendingSignIn(deps.db, pending.id);
    throw new AppError('FORBIDDEN', refusal);
  }
  return { pending, account };
}
