import {
  SECOND_FACTOR_MESSAGES,
  secondFactorPolicyEndpoints,
  signInMethodEndpoints,
} from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { confirmProfileEnrolment, removeAuthenticator, renewRecoveryCodes } from './manage-sign-in-methods';
import { secondFactorDeps } from './second-factor-deps';
import { getSecondFactorPolicy, saveSecondFactorPolicy } from './second-factor-policy-settings';
import { callerAccount, getSignInMethods } from './sign-in-methods';
import { startTotpEnrolment } from './totp-enrolment';

/** The signed-in person's own sign-in methods, and their authority's second factor policy. */
export const signInMethodRoutes: FastifyPluginAsync = (app) => {
  const deps = secondFactorDeps(app);

  registerEndpoint(app, signInMethodEndpoints.get, async (request) =>
    ok(
      await getSignInMethods(app.db, await callerAccount(app.db, requireCaller(request))),
      SECOND_FACTOR_MESSAGES.methodsRead,
    ),
  );

  registerEndpoint(app, signInMethodEndpoints.startTotp, async (request) =>
    ok(
      await startTotpEnrolment(deps, await callerAccount(app.db, requireCaller(request))),
      SECOND_FACTOR_MESSAGES.enrolmentStarted,
    ),
  );

  registerEndpoint(app, signInMethodEndpoints.confirmTotp, async (request) => {
    const recoveryCodes = await confirmProfileEnrolment(deps, {
      ...changedBy(request),
      code: request.body.code,
    });
    return ok({ recoveryCodes }, SECOND_FACTOR_MESSAGES.enrolled);
  });

  registerEndpoint(app, signInMethodEndpoints.removeTotp, async (request) =>
    ok(
      await removeAuthenticator(deps, {
        ...changedBy(request),
        ...request.body,
      }),
      SECOND_FACTOR_MESSAGES.removed,
    ),
  );

  registerEndpoint(app, signInMethodEndpoints.renewRecoveryCodes, async (request) => {
    const recoveryCodes = await renewRecoveryCodes(deps, {
      ...changedBy(request),
      ...request.body,
    });
    return ok({ recoveryCodes }, SECOND_FACTOR_MESSAGES.newRecoveryCodes);
  });

  registerEndpoint(app, secondFactorPolicyEndpoints.get, async (request) =>
    ok(await getSecondFactorPolicy(app.db, requireCaller(request)), SECOND_FACTOR_MESSAGES.policyRead),
  );

  registerEndpoint(app, secondFactorPolicyEndpoints.save, async (request) => {
    const { before, after } = await saveSecondFactorPolicy(app.db, {
      ...changedBy(request),
      policy: request.body,
    });
    // The words say what changed: passkey sign-in alone, or else the requirement.
    const passkeyOnly =
      before.requireSecondFactor === after.requireSecondFactor &&
      before.allowPasskeySignIn !== after.allowPasskeySignIn;
    return ok(
      after,
      passkeyOnly
        ? SECOND_FACTOR_MESSAGES.passkeySignInSaved(after.allowPasskeySignIn)
        : SECOND_FACTOR_MESSAGES.policySaved(after.requireSecondFactor),
    );
  });

  return Promise.resolve();
};
