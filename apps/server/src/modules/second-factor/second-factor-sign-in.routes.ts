import { SECOND_FACTOR_MESSAGES, secondFactorSignInEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestContext } from '../../platform/audit/request-context';
import { signInIpRateLimit } from '../../platform/auth/auth-rate-limit';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { requireSameOrigin } from '../../platform/http/same-origin';
import { answerSignedIn, readDeviceCookie, readPendingSignInCookie } from '../auth';
import { confirmEnrolmentAtSignIn, startEnrolmentAtSignIn } from './enrol-at-sign-in';
import { passSecondFactor, readPendingSignIn } from './pass-second-factor';
import { forgettingSpent } from './forgetting-spent';
import { secondFactorDeps } from './second-factor-deps';

/** The pending sign-in's cookies and the request, as its use cases take them. */
const pendingInput = (request: FastifyRequest) => ({
  pendingToken: readPendingSignInCookie(request),
  deviceToken: readDeviceCookie(request),
  context: requestContext(request),
});

/**
 * Finishing a sign-in with a second factor, or setting one up first: each call works from the
 * pending sign-in's cookie alone, from this site alone, at the sign-in's rate limit.
 */
export const secondFactorSignInRoutes: FastifyPluginAsync = (app) => {
  const deps = secondFactorDeps(app);
  const guarded = { onRequest: requireSameOrigin(app.config), rateLimit: signInIpRateLimit(app.config) };

  registerEndpoint(
    app,
    secondFactorSignInEndpoints.pending,
    async (request, reply) =>
      ok(
        await forgettingSpent(reply, () => readPendingSignIn(deps, readPendingSignInCookie(request))),
        SECOND_FACTOR_MESSAGES.pendingRead,
      ),
    guarded,
  );

  registerEndpoint(
    app,
    secondFactorSignInEndpoints.verify,
    async (request, reply) => {
      const passed = await forgettingSpent(reply, () =>
        passSecondFactor(deps, { ...pendingInput(request), ...request.body }),
      );
      const session = answerSignedIn(reply, passed.issued, passed.door);
      const left = passed.recoveryCodesLeft;
      return ok(
        session,
        left === null ? SECOND_FACTOR_MESSAGES.signedIn : SECOND_FACTOR_MESSAGES.recoveryCodeSignedIn(left),
      );
    },
    guarded,
  );

  registerEndpoint(
    app,
    secondFactorSignInEndpoints.startEnrolment,
    async (request, reply) =>
      ok(
        await forgettingSpent(reply, () => startEnrolmentAtSignIn(deps, readPendingSignInCookie(request))),
        SECOND_FACTOR_MESSAGES.enrolmentStarted,
      ),
    guarded,
  );

  registerEndpoint(
    app,
    secondFactorSignInEndpoints.confirmEnrolment,
    async (request, reply) => {
      const enrolled = await forgettingSpent(reply, () =>
        confirmEnrolmentAtSignIn(deps, { ...pendingInput(request), code: request.body.code }),
      );
      const session = answerSignedIn(reply, enrolled.issued, enrolled.door);
      return ok({ session, recoveryCodes: enrolled.recoveryCodes }, SECOND_FACTOR_MESSAGES.enrolled);
    },
    guarded,
  );

  return Promise.resolve();
};
