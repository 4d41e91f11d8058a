import {
  PASSKEY_MESSAGES,
  type PasskeyAssertionRequest,
  type PasskeyRequestOptions,
} from '@casekeeper/contract';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError } from '../../platform/errors/app-error';
import {
  accountRefusal,
  AUDITED_AS,
  findAccountById,
  startSignedInSession,
  type Account,
  type SignedInSession,
} from '../auth';
import { checkAssertion, userHandleOf } from './passkey-assertion';
import { findPasskeyByCredentialId, recordPasskeyUse, type Passkey } from './passkey-repository';
import { relyingPartyOf } from './relying-party';
import type { SecondFactorDeps } from './second-factor-deps';
import { keepSignInChallenge, takeSignInChallenge } from './webauthn-challenges';

/**
 * What the browser is asked to sign in with a passkey alone: any passkey of this site it holds
 * (none is named, so nothing tells which accounts exist), verifying the person. The challenge is
 * kept, single use; its token goes to the browser's cookie.
 */
export async function startPasskeySignIn(
  deps: Pick<SecondFactorDeps, 'db' | 'config'>,
): Promise<{ options: PasskeyRequestOptions; token: string }> {
  const rp = relyingPartyOf(deps.config);
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  return { options, token: await keepSignInChallenge(deps.db, options.challenge) };
}

/** A sign-in refused, and why (for the audit log only: the answer is the same for every reason). */
class Refused extends Error {
  constructor(
    readonly reason: string,
    readonly account?: Account,
  ) {
    super(reason);
  }
}

async function allowsPasskeySignIn(db: Executor, account: Account): Promise<boolean> {
  if (account.authorityId === null) return false;
  const [row] = await db
    .select({ allowed: authorities.allowPasskeySignIn })
    .from(authorities)
    .where(eq(authorities.id, account.authorityId));
  return row?.allowed ?? false;
}

/**
 * Signs in with a passkey alone, at the staff door, where the person's authority allows it: the
 * passkey (what they have) verified them (what they know or are), so it stands for both factors.
 * The browser's challenge is spent by this try. An unknown passkey, an applicant's, an account
 * that may not sign in and an authority that does not allow it all get the one refusal, audited
 * with its reason.
 */
export async function signInWithPasskey(
  deps: SecondFactorDeps,
  input: PasskeyAssertionRequest & {
    challengeToken: string | undefined;
    deviceToken: string | undefined;
    context: RequestContext;
  },
): Promise<SignedInSession> {
  const rp = relyingPartyOf(deps.config);
  const challenge = await takeSignInChallenge(deps.db, input.challengeToken);
  if (challenge === null) throw new AppError('UNAUTHENTICATED', PASSKEY_MESSAGES.signInExpired);
  try {
    const { passkey, account, newCounter } = await checkedSignIn(deps, rp, input, challenge);
    return await deps.db.transaction(async (tx) => {
      if (!(await recordPasskeyUse(tx, passkey, newCounter))) throw new Refused('replay', account);
      return startSignedInSession(tx, deps, account, {
        door: 'staff',
        method: 'PASSKEY',
        secondFactor: 'PASSKEY',
        deviceToken: input.deviceToken,
        context: input.context,
      });
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    await recordAudit(deps.db, {
      action: AUDITED_AS.staff.refused,
      actorId: null,
      authorityId: error.account?.authorityId ?? null,
      entityType: 'web_user',
      entityId: error.account ? String(error.account.id) : null,
      after: { method: 'PASSKEY', reason: error.reason },
      ip: input.context.ip,
      requestId: input.context.requestId,
    });
    throw new AppError('UNAUTHENTICATED', PASSKEY_MESSAGES.signInRefused);
  }
}

async function checkedSignIn(
  deps: SecondFactorDeps,
  rp: ReturnType<typeof relyingPartyOf>,
  input: PasskeyAssertionRequest,
  challenge: string,
): Promise<{ passkey: Passkey; account: Account; newCounter: number }> {
  const passkey = await findPasskeyByCredentialId(deps.db, input.credential.id);
  const account = passkey && (await findAccountById(deps.db, passkey.webUserId));
  if (!passkey || !account) throw new Refused('unknown-passkey');
  const handle = input.credential.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(account.id))) {
    throw new Refused('wrong-user-handle', account);
  }
  const check = await checkAssertion(rp, {
    credential: input.credential,
    passkey,
    challenge,
    requireUserVerification: true,
  });
  if (!check.passed) throw new Refused(check.reason, account);
  if (account.userType === 'APPLICANT') throw new Refused('applicant', account);
  if (accountRefusal(account)) throw new Refused('inactive', account);
  if (!(await allowsPasskeySignIn(deps.db, account))) throw new Refused('not-allowed', account);
  return { passkey, account, newCounter: check.newCounter };
}
