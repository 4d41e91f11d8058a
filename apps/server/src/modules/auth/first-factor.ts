import type { SecondFactorMethod } from '@casekeeper/contract';
import type { RequestContext } from '../../platform/audit/request-context';
import type { Account } from './account-repository';
import type { AuthDeps, SignedInSession } from './auth-deps';
import type { SignInDoor } from './sign-in-doors';

/** A sign-in whose first factor (a password, or the identity provider's answer) has just passed. */
export type FirstFactorStep = {
  door: SignInDoor;
  firstFactor: 'PASSWORD' | 'SSO';
  /** The identity provider says it did multi-factor authentication: that is the second factor. */
  providerDidMfa: boolean;
  /** The device cookie the browser sent, if any (remembered with the session). */
  deviceToken: string | undefined;
  context: RequestContext;
};

/** Where a passed first factor leads: a session, or a second factor still to pass (or set up). */
export type FirstFactorOutcome =
  | { kind: 'session'; issued: SignedInSession }
  | {
      kind: 'second-factor';
      /** For the pending sign-in cookie (setPendingSignInCookie), never for a body. */
      pendingToken: string;
      methods: SecondFactorMethod[];
      mustEnrol: boolean;
    };

/**
 * Decides what follows a passed first factor. The second-factor module's `finishFirstFactor`;
 * handed to the sign-in routes rather than imported, since that module builds on this one.
 */
export type FinishFirstFactor = (
  deps: AuthDeps,
  account: Account,
  step: FirstFactorStep,
) => Promise<FirstFactorOutcome>;
