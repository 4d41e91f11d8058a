import {
  PASSKEY_MESSAGES,
  type PasskeyAssertionRequest,
  type PasskeyRequestOptions,
} from '@casekeeper/contract';
import { generateAuthenticationOptions, type AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { AppError } from '../../platform/errors/app-error';
import {
  guessSecondFactor,
  SecondFactorRefused,
  type PassedSignIn,
  type PendingInput,
} from './guess-second-factor';
import { checkAssertion } from './passkey-assertion';
import { findPasskeysOf, recordPasskeyUse } from './passkey-repository';
import { pendingAccountOf } from './pending-account';
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

/**
 * Finishes a pending sign-in with a passkey's answer to the challenge issued for it (spent by this
 * try, right or wrong). A refused answer (another person's passkey, a wrong challenge, a forged
 * signature, a counter that did not go up) takes one of the pending sign-in's tries and counts
 * towards the account's lockout, exactly as a wrong code does (`guessSecondFactor`).
 */
export async function passSecondFactorWithPasskey(
  deps: SecondFactorDeps,
  input: PasskeyAssertionRequest & PendingInput,
): Promise<PassedSignIn> {
  const rp = relyingPartyOf(deps.config);
  const { credential, ...pendingInput } = input;
  const refusal = () => new AppError('BAD_REQUEST', PASSKEY_MESSAGES.notAccepted);

  return guessSecondFactor(
    deps,
    { ...pendingInput, method: 'PASSKEY', refusal },
    async ({ pending, account, signIn }) => {
      const challenge = await takePendingChallenge(deps.db, pending.id);
      if (challenge === null) throw new SecondFactorRefused('no-challenge');
      const passkey = (await findPasskeysOf(deps.db, account.id)).find(
        (key) => key.credentialId === credential.id,
      );
      if (!passkey) throw new SecondFactorRefused('not-their-passkey');
      const check = await checkAssertion(rp, {
        credential,
        passkey,
        challenge,
        requireUserVerification: false,
      });
      if (!check.passed) throw new SecondFactorRefused(check.reason);
      const issued = await deps.db.transaction(async (tx) => {
        if (!(await recordPasskeyUse(tx, passkey, check.newCounter))) throw new SecondFactorRefused('replay');
        return signIn(tx);
      });
      return { issued, door: pending.door, recoveryCodesLeft: null };
    },
  );
}
