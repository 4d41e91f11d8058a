import type { LoginAnswer, SessionUser } from '@casekeeper/contract';
import type { FastifyReply } from 'fastify';
import type { SignedInSession } from './auth-deps';
import type { FirstFactorOutcome } from './first-factor';
import { setDeviceCookie } from './known-devices';
import { clearPendingSignInCookie, setPendingSignInCookie } from './pending-sign-in-cookie';
import { setRefreshCookie } from './session-cookie';
import type { SignInDoor } from './sign-in-doors';

/** A finished sign-in's cookies (refresh token, device, no pending sign-in left); answers the session. */
export function answerSignedIn(reply: FastifyReply, issued: SignedInSession, door: SignInDoor): SessionUser {
  setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
  setDeviceCookie(reply, issued.deviceToken, door);
  clearPendingSignInCookie(reply);
  return issued.session;
}

/**
 * The answer to a passed first factor, as `/login` (and single sign-on) gives it: the session with
 * its cookies, or the second factor's challenge with the pending sign-in's cookie.
 */
export function answerFirstFactor(
  reply: FastifyReply,
  outcome: FirstFactorOutcome,
  door: SignInDoor,
): LoginAnswer {
  if (outcome.kind === 'session') return answerSignedIn(reply, outcome.issued, door);
  setPendingSignInCookie(reply, outcome.pendingToken);
  return { secondFactorRequired: true, methods: outcome.methods, mustEnrol: outcome.mustEnrol };
}
