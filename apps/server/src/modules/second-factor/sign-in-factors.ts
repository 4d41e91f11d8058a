import type { SecondFactorMethod } from '@casekeeper/contract';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passkeys } from '../../db/schema';
import { recoveryCodesLeft } from './recovery-codes';
import { findConfirmedTotp, type TotpAuthenticator } from './totp-repository';

/** The second factors a person has. */
export type SignInFactors = {
  totp: TotpAuthenticator | undefined;
  recoveryCodesLeft: number;
  passkeys: number;
};

export async function findSignInFactors(db: Executor, webUserId: number): Promise<SignInFactors> {
  const [totp, left, [keys]] = await Promise.all([
    findConfirmedTotp(db, webUserId),
    recoveryCodesLeft(db, webUserId),
    db.select({ count: count() }).from(passkeys).where(eq(passkeys.webUserId, webUserId)),
  ]);
  return { totp, recoveryCodesLeft: left, passkeys: keys?.count ?? 0 };
}

/** Recovery codes stand in for a second factor; on their own they are none. */
export function hasSecondFactor(factors: SignInFactors): boolean {
  return factors.totp !== undefined || factors.passkeys > 0;
}

/** The ways a sign-in may be finished with these factors, the usual one first. */
export function methodsOf(factors: SignInFactors): SecondFactorMethod[] {
  if (!hasSecondFactor(factors)) return [];
  return [
    ...(factors.passkeys > 0 ? (['PASSKEY'] as const) : []),
    ...(factors.totp ? (['TOTP'] as const) : []),
    ...(factors.recoveryCodesLeft > 0 ? (['RECOVERY_CODE'] as const) : []),
  ];
}
