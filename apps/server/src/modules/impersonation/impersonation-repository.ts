import type { Executor } from '../../db/client';
import { refreshTokenFamilies, type PassedSecondFactor } from '../../db/schema';
import { isLiveFamily } from '../../platform/auth/session-liveness';

export type LiveFamily = {
  id: string;
  absoluteExpiresAt: Date;
  impersonatorFamilyId: string | null;
  /** The second factor the sign-in passed, which an impersonation started from it keeps. */
  secondFactor: PassedSecondFactor | null;
};

/** A sign-in that has neither ended nor passed its absolute expiry, locked for the caller's transaction. */
export async function findLiveFamily(tx: Executor, familyId: string): Promise<LiveFamily | undefined> {
  const [family] = await tx
    .select({
      id: refreshTokenFamilies.id,
      absoluteExpiresAt: refreshTokenFamilies.absoluteExpiresAt,
      impersonatorFamilyId: refreshTokenFamilies.impersonatorFamilyId,
      secondFactor: refreshTokenFamilies.secondFactor,
    })
    .from(refreshTokenFamilies)
    .where(isLiveFamily(familyId))
    .for('update');
  return family;
}
