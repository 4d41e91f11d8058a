import type { PasskeyAssertionRequest } from '@casekeeper/contract';
import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Passkey } from './passkey-repository';
import type { RelyingParty } from './relying-party';

/** An answer to a passkey challenge checked: its new signature counter, or why it was refused. */
export type AssertionCheck = { passed: true; newCounter: number } | { passed: false; reason: string };

/**
 * Checks a browser's answer against one passkey and the challenge issued for it: the site's origin
 * and RP ID, the signature by the passkey's key, user presence (and verification when asked), and
 * a signature counter that went up (for a passkey that counts at all).
 */
export async function checkAssertion(
  rp: RelyingParty,
  answer: {
    credential: PasskeyAssertionRequest['credential'];
    passkey: Passkey;
    challenge: string;
    requireUserVerification: boolean;
  },
): Promise<AssertionCheck> {
  const { passkey } = answer;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: answer.credential as AuthenticationResponseJSON,
      expectedChallenge: answer.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: answer.requireUserVerification,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.signCount,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
    if (!verified) return { passed: false, reason: 'wrong-signature' };
    return { passed: true, newCounter: authenticationInfo.newCounter };
  } catch (error) {
    // The library throws for what it refuses (a challenge, origin or counter that does not match).
    const message = error instanceof Error ? error.message : '';
    return { passed: false, reason: reasonOf(message) };
  }
}

function reasonOf(message: string): string {
  if (/counter/i.test(message)) return 'counter-not-increased';
  if (/challenge/i.test(message)) return 'wrong-challenge';
  if (/origin|rp ?id/i.test(message)) return 'wrong-site';
  if (/verif/i.test(message)) return 'not-verified';
  return 'answer-refused';
}

/** The user handle passkeys are made with: the account's id, which names nobody outside. */
export const userHandleOf = (webUserId: number): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(String(webUserId));
