import { SECOND_FACTOR_MESSAGES, type SignInMethods } from '@casekeeper/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passkeys } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { AppError } from '../../platform/errors/app-error';
import { AUTH_MESSAGES, findAccountById, type Account } from '../auth';
import { mustUseSecondFactor, policySubjectOf } from './second-factor-policy';
import { findSignInFactors } from './sign-in-factors';

/** The signed-in caller's account, as the sign-in methods' use cases take it. */
export async function callerAccount(db: Executor, caller: Pick<Caller, 'webUserId'>): Promise<Account> {
  const account = await findAccountById(db, caller.webUserId);
  if (!account) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionEnded);
  return account;
}

/** Whether the person must keep a second factor (a platform admin, or their authority requires one). */
export async function mustKeepSecondFactor(db: Executor, account: Account): Promise<boolean> {
  return mustUseSecondFactor(await policySubjectOf(db, account));
}

/** Refuses (409) to take away the person's last second factor when they must keep one, saying why. */
export async function assertMayRemoveLastFactor(db: Executor, account: Account): Promise<void> {
  if (!(await mustKeepSecondFactor(db, account))) return;
  throw new AppError(
    'CONFLICT',
    account.userType === 'ADMIN'
      ? SECOND_FACTOR_MESSAGES.requiredOfPlatformAdmins
      : SECOND_FACTOR_MESSAGES.requiredByAuthority,
  );
}

/** The person's own sign-in methods, as their profile shows them. */
export async function getSignInMethods(db: Executor, account: Account): Promise<SignInMethods> {
  const [factors, keys, required] = await Promise.all([
    findSignInFactors(db, account.id),
    db
      .select({
        id: passkeys.id,
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.webUserId, account.id))
      .orderBy(asc(passkeys.createdAt)),
    mustKeepSecondFactor(db, account),
  ]);
  const addedAt = factors.totp?.confirmedAt;
  return {
    authenticatorApp: addedAt ? { addedAt: addedAt.toISOString() } : null,
    recoveryCodesLeft: factors.recoveryCodesLeft,
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      addedAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    secondFactorRequired: required,
    hasPassword: account.passwordHash !== null,
  };
}
