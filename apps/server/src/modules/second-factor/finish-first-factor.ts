import {
  startSignedInSession,
  type Account,
  type AuthDeps,
  type FirstFactorOutcome,
  type FirstFactorStep,
} from '../auth';
import { recordAudit } from '../../platform/audit/record-audit';
import { openPendingSignIn } from './pending-sign-ins';
import { mustUseSecondFactor, policySubjectOf } from './second-factor-policy';
import { findSignInFactors, hasSecondFactor, methodsOf } from './sign-in-factors';

/**
 * What follows a first factor that passed (a password, or single sign-on): a session when no
 * second factor is needed, or a pending sign-in (its token for the cookie) and the ways to finish
 * it. A person with a second factor is always asked for it; one without, whose authority requires
 * one, must set one up first. When the identity provider did multi-factor authentication, that is
 * the second factor.
 */
export async function finishFirstFactor(
  deps: AuthDeps,
  account: Account,
  step: FirstFactorStep,
): Promise<FirstFactorOutcome> {
  const { db } = deps;
  const signIn = {
    door: step.door,
    method: step.firstFactor,
    deviceToken: step.deviceToken,
    context: step.context,
  };
  if (step.providerDidMfa) {
    const issued = await db.transaction((tx) =>
      startSignedInSession(tx, deps, account, { ...signIn, secondFactor: 'PROVIDER' }),
    );
    return { kind: 'session', issued };
  }

  const factors = await findSignInFactors(db, account.id);
  const enrolled = hasSecondFactor(factors);
  if (!enrolled && !mustUseSecondFactor(await policySubjectOf(db, account))) {
    const issued = await db.transaction((tx) =>
      startSignedInSession(tx, deps, account, { ...signIn, secondFactor: null }),
    );
    return { kind: 'session', issued };
  }
  // Audited now: a right password whose second factor never follows is worth a look (docs/sign-in.md).
  const pendingToken = await db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: 'auth.first-factor-passed',
      actorId: null,
      authorityId: account.authorityId,
      entityType: 'web_user',
      entityId: String(account.id),
      after: { firstFactor: step.firstFactor, door: step.door, mustEnrol: !enrolled },
      ip: step.context.ip,
      requestId: step.context.requestId,
    });
    return openPendingSignIn(tx, account.id, step);
  });
  return { kind: 'second-factor', pendingToken, methods: methodsOf(factors), mustEnrol: !enrolled };
}
