import {
  PASSKEY_MESSAGES,
  PASSKEYS_PER_PERSON,
  type PasskeyAdded,
  type PasskeyCreationOptions,
  type PasskeyRegistrationRequest,
} from '@casekeeper/contract';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { ChangeInput } from '../../platform/audit/audit-change';
import { AppError } from '../../platform/errors/app-error';
import type { Account } from '../auth';
import { recordFactorChange } from './factor-change';
import { passkeyAddedMail } from './factor-mails';
import { userHandleOf } from './passkey-assertion';
import { countPasskeysOf, findPasskeysOf, insertPasskey, passkeySummaries } from './passkey-repository';
import { replaceRecoveryCodes } from './recovery-codes';
import { relyingPartyOf } from './relying-party';
import type { SecondFactorDeps } from './second-factor-deps';
import { callerAccount } from './sign-in-methods';
import { findSignInFactors, hasSecondFactor } from './sign-in-factors';
import { keepRegistrationChallenge, takeRegistrationChallenge } from './webauthn-challenges';

/**
 * What the browser is asked to create: a passkey for this site and this person, kept on the device
 * where it can be (so it may later sign in alone), verifying the person where it can, and never a
 * second one on an authenticator that holds one of theirs already. The challenge is kept, single use.
 */
export async function startPasskeyRegistration(
  deps: Pick<SecondFactorDeps, 'db' | 'config'>,
  account: Pick<Account, 'id' | 'email' | 'firstName'>,
): Promise<PasskeyCreationOptions> {
  const rp = relyingPartyOf(deps.config);
  const existing = await findPasskeysOf(deps.db, account.id);
  if (existing.length >= PASSKEYS_PER_PERSON) throw new AppError('CONFLICT', PASSKEY_MESSAGES.tooMany);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(account.id),
    userName: account.email,
    userDisplayName: account.firstName,
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: key.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepRegistrationChallenge(deps.db, account.id, options.challenge);
  return options;
}

/**
 * Adds the passkey the browser made for the challenge just issued to the caller, with their name
 * for it: audited and mailed. With a first second factor come recovery codes (answered, once).
 */
export async function finishPasskeyRegistration(
  deps: SecondFactorDeps,
  input: ChangeInput<PasskeyRegistrationRequest>,
): Promise<PasskeyAdded> {
  const rp = relyingPartyOf(deps.config);
  const account = await callerAccount(deps.db, input.caller);
  if (!isCreationAnswer(input.credential.response.clientDataJSON)) {
    throw new AppError('BAD_REQUEST', PASSKEY_MESSAGES.registrationRefused);
  }
  const challenge = await takeRegistrationChallenge(deps.db, account.id);
  if (challenge === null) throw new AppError('CONFLICT', PASSKEY_MESSAGES.registrationNotStarted);
  const registered = await verifiedRegistration(rp, input.credential as RegistrationResponseJSON, challenge);
  const { credential } = registered;
  const firstFactor = !hasSecondFactor(await findSignInFactors(deps.db, account.id));

  const recoveryCodes = await deps.db.transaction(async (tx) => {
    if ((await countPasskeysOf(tx, account.id)) >= PASSKEYS_PER_PERSON) {
      throw new AppError('CONFLICT', PASSKEY_MESSAGES.tooMany);
    }
    const added = await insertPasskey(tx, {
      webUserId: account.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      signCount: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
    });
    if (!added) throw new AppError('CONFLICT', PASSKEY_MESSAGES.alreadyAdded);
    const codes = firstFactor ? await replaceRecoveryCodes(tx, account.id) : null;
    await recordFactorChange(tx, deps.mailer, {
      account,
      action: 'second-factor.passkey-added',
      after: { method: 'PASSKEY', name: input.name, recoveryCodes: codes?.length ?? 0 },
      context: input.context,
      mail: passkeyAddedMail({
        to: account.email,
        firstName: account.firstName,
        name: input.name,
        recoveryCodes: codes !== null,
      }),
    });
    return codes;
  });
  return { passkeys: await passkeySummaries(deps.db, account.id), recoveryCodes };
}

/** Whether the browser's client data is of a passkey's creation at all (else no challenge is spent on it). */
function isCreationAnswer(clientDataJSON: string): boolean {
  try {
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    return (
      typeof clientData === 'object' &&
      clientData !== null &&
      'type' in clientData &&
      clientData.type === 'webauthn.create'
    );
  } catch {
    return false;
  }
}

async function verifiedRegistration(
  rp: ReturnType<typeof relyingPartyOf>,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
) {
  try {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (verification.verified) return verification.registrationInfo;
  } catch {
    // Refused below, whatever the library found wrong: the person just tries again.
  }
  throw new AppError('BAD_REQUEST', PASSKEY_MESSAGES.registrationRefused);
}
