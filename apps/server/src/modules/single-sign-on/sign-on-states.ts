import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { singleSignOnStates } from '../../db/schema';
import { hashSecretToken } from '../../platform/auth/secret-token';

/** How long a person has at their provider before the sign-in they started is no longer accepted. */
export const SIGN_ON_STATE_SECONDS = 10 * 60;

export type SignOnState = typeof singleSignOnStates.$inferSelect;

export async function storeSignOnState(
  tx: Executor,
  state: { state: string; providerId: number; browserBinding: string; codeVerifier: string; nonce: string },
): Promise<void> {
  await tx.insert(singleSignOnStates).values({
    stateHash: hashSecretToken(state.state),
    providerId: state.providerId,
    browserBindingHash: hashSecretToken(state.browserBinding),
    codeVerifier: state.codeVerifier,
    nonce: state.nonce,
    expiresAt: sql`now() + make_interval(secs => ${SIGN_ON_STATE_SECONDS})`,
  });
}

/** Spends the sign-on a `state` names, once: a second use, or an expired one, answers undefined. */
export async function spendSignOnState(tx: Executor, state: string): Promise<SignOnState | undefined> {
  const [spent] = await tx
    .update(singleSignOnStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(singleSignOnStates.stateHash, hashSecretToken(state)),
        isNull(singleSignOnStates.usedAt),
        gt(singleSignOnStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return spent;
}
