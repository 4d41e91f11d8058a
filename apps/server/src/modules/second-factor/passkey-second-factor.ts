import {
  PASSKEY_MESSAGES,
  PENDING_SIGN_IN_ATTEMPTS,
  type PasskeyAssertionRequest,
  type PasskeyRequestOptions,
} from '@casekeeper/contract';
import { generateAuthenticationOptions, type AuthenticatorTransportFuture } from '@simplewebauthn/server';
import type { AuditEntry } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError } from '../../platform/errors/app-error';
import { guessUnderLockout, startSignedInSession, type GuessResult } from '../auth';
import type { PassedSignIn } from './pass-second-factor';
import { checkAssertion } from './passkey-assertion';
import { findPasskeysOf, recordPasskeyUse } from './passkey-repository';
import { pendingAccountOf, signInExpired, tooManyCodes } from './pending-account';
import { spendPendingSignIn, takeAttempt } from './pending-sign-ins';
import { relyingPartyOf } from './relying-party';
import type { SecondFactorDeps } from './second-factor-deps';
import { keepPendingChallenge, takePendingChallenge } from './webauthn-challenges';

/**
 * What the browser is asked to finish a pending sign-in: an answer from one of the person's own
 * passkeys to a fresh challenge, kept on the pending sign-in (a newer one replaces it).
 */
export async function passkeyOptionsForPendingSignIn(
  deps: Pick<SecondFactorDeps, 'db' | 'config'>,
  pendingToken: string | undefined,
): Promise<PasskeyRequestOptions> {
  const rp = relyingPartyOf(deps.config);
  const { pending, account } = await pendingAccountOf(deps, pendingToken);
  const keys = await findPasskeysOf(deps.db, account.id);
  if (keys.length === 0) throw new AppError('CONFLICT', PASSKEY_MESSAGES.noPasskeys);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((key) => ({
      id: key.credentialId,
      transports: key.transports as AuthenticatorTransportFuture[],
    })),
    userVerification: 'preferred',
  });
  await keepPendingChallenge(deps.db, pending.id, options.challenge);
  return options;
}

/** An answer refused inside the sign-in's transaction, which then changes nothing. */
class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Finishes a pending sign-in with a passkey's answer to the challenge issued for it (spent by this
 * try, right or wrong). A refused answer (another person's passkey, a wrong challenge, a forged
 * signature, a counter that did not go up) takes one of the pending sign-in's tries and counts
 * towards the account's lockout, exactly as a wrong code does.
 */
export async function passSecondFactorWithPasskey(
  deps: SecondFactorDeps,
  input: PasskeyAssertionRequest & {
    pendingToken: string | undefined;
    deviceToken: string | undefined;
    context: RequestContext;
  },
): Promise<PassedSignIn> {
  const rp = relyingPartyOf(deps.config);
  const { pending, account } = await pendingAccountOf(deps, input.pendingToken);
  const refused = (reason: string): AuditEntry => ({
    action: 'auth.second-factor-failed',
    actorId: null,
    authorityId: account.authorityId,
    entityType: 'web_user',
    entityId: String(account.id),
    after: { method: 'PASSKEY', reason },
    ip: input.context.ip,
    requestId: input.context.requestId,
  });

  return guessUnderLockout(
    deps,
    { account, deviceToken: input.deviceToken, context: input.context, refused },
    async (): Promise<GuessResult<PassedSignIn>> => {
      const attempts = await takeAttempt(deps.db, pending.id);
      if (attempts === null) throw signInExpired();
      try {
        const challenge = await takePendingChallenge(deps.db, pending.id);
        if (challenge === null) throw new Refused('no-challenge');
        const passkey = (await findPasskeysOf(deps.db, account.id)).find(
          (key) => key.credentialId === input.credential.id,
        );
        if (!passkey) throw new Refused('not-their-passkey');
        const check = await checkAssertion(rp, {
          credential: input.credential,
          passkey,
          challenge,
          requireUserVerification: false,
        });
        if (!check.passed) throw new Refused(check.reason);
        const issued = await deps.db.transaction(async (tx) => {
          if (!(await recordPasskeyUse(tx, passkey, check.newCounter))) throw new Refused('replay');
          if (!(await spendPendingSignIn(tx, pending.id))) throw signInExpired();
          return startSignedInSession(tx, deps, account, {
            door: pending.door,
            method: pending.firstFactor,
            secondFactor: 'PASSKEY',
            deviceToken: input.deviceToken,
            context: input.context,
          });
        });
        return { passed: true, value: { issued, door: pending.door, recoveryCodesLeft: null } };
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        const answer =
          attempts >= PENDING_SIGN_IN_ATTEMPTS
            ? tooManyCodes()
            : new AppError('BAD_REQUEST', PASSKEY_MESSAGES.notAccepted);
        return { passed: false, failedAs: error.reason, error: answer };
      }
    },
  );
}
