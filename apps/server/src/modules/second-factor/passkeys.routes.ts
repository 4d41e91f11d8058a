import {
  PASSKEY_MESSAGES,
  passkeyEndpoints,
  passkeySignInEndpoints,
  SECOND_FACTOR_MESSAGES,
} from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy, requestContext } from '../../platform/audit/request-context';
import { signInIpRateLimit } from '../../platform/auth/auth-rate-limit';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { requireSameOrigin } from '../../platform/http/same-origin';
import { answerSignedIn, readDeviceCookie, readPendingSignInCookie } from '../auth';
import { finishPasskeyRegistration, startPasskeyRegistration } from './passkey-registration';
import { passkeySummaries } from './passkey-repository';
import { passkeyOptionsForPendingSignIn, passSecondFactorWithPasskey } from './passkey-second-factor';
import { signInWithPasskey, startPasskeySignIn } from './passkey-sign-in';
import {
  clearPasskeySignInCookie,
  readPasskeySignInCookie,
  setPasskeySignInCookie,
} from './passkey-sign-in-cookie';
import { removePasskey } from './remove-passkey';
import { renamePasskey } from './rename-passkey';
import { forgettingSpent } from './forgetting-spent';
import { secondFactorDeps } from './second-factor-deps';
import { callerAccount } from './sign-in-methods';

/**
 * Passkeys: the signed-in person's own (added and removed on their profile), and signing in with
 * one, as the second factor of a pending sign-in or alone. Signing in works from this site alone,
 * at the sign-in's rate limit.
 */
export const passkeyRoutes: FastifyPluginAsync = (app) => {
  const deps = secondFactorDeps(app);
  const guarded = { onRequest: requireSameOrigin(app.config), rateLimit: signInIpRateLimit(app.config) };

  registerEndpoint(app, passkeyEndpoints.list, async (request) =>
    ok(await passkeySummaries(app.db, requireCaller(request).webUserId), PASSKEY_MESSAGES.listed),
  );

  registerEndpoint(app, passkeyEndpoints.registrationOptions, async (request) =>
    ok(
      await startPasskeyRegistration(deps, await callerAccount(app.db, requireCaller(request))),
      PASSKEY_MESSAGES.registrationStarted,
    ),
  );

  registerEndpoint(app, passkeyEndpoints.register, async (request) => {
    const added = await finishPasskeyRegistration(deps, { ...changedBy(request), ...request.body });
    const name = request.body.name;
    return ok(
      added,
      added.recoveryCodes ? PASSKEY_MESSAGES.addedWithRecoveryCodes(name) : PASSKEY_MESSAGES.added(name),
    );
  });

  registerEndpoint(app, passkeyEndpoints.rename, async (request) =>
    ok(
      await renamePasskey(deps, { ...changedBy(request), id: request.params.id, name: request.body.name }),
      PASSKEY_MESSAGES.renamed(request.body.name),
    ),
  );

  registerEndpoint(app, passkeyEndpoints.remove, async (request) =>
    ok(
      await removePasskey(deps, {
        ...changedBy(request),
        id: request.params.id,
        ...request.body,
      }),
      PASSKEY_MESSAGES.removed,
    ),
  );

  registerEndpoint(
    app,
    passkeySignInEndpoints.secondFactorOptions,
    async (request, reply) =>
      ok(
        await forgettingSpent(reply, () =>
          passkeyOptionsForPendingSignIn(deps, readPendingSignInCookie(request)),
        ),
        PASSKEY_MESSAGES.useYourPasskey,
      ),
    guarded,
  );

  registerEndpoint(
    app,
    passkeySignInEndpoints.secondFactor,
    async (request, reply) => {
      const passed = await forgettingSpent(reply, () =>
        passSecondFactorWithPasskey(deps, {
          pendingToken: readPendingSignInCookie(request),
          deviceToken: readDeviceCookie(request),
          context: requestContext(request),
          credential: request.body.credential,
        }),
      );
      return ok(answerSignedIn(reply, passed.issued, passed.door), SECOND_FACTOR_MESSAGES.signedIn);
    },
    guarded,
  );

  registerEndpoint(
    app,
    passkeySignInEndpoints.options,
    async (_request, reply) => {
      const { options, token } = await startPasskeySignIn(deps);
      setPasskeySignInCookie(reply, token);
      return ok(options, PASSKEY_MESSAGES.useYourPasskey);
    },
    guarded,
  );

  registerEndpoint(
    app,
    passkeySignInEndpoints.signIn,
    async (request, reply) => {
      const challengeToken = readPasskeySignInCookie(request);
      // Spent by this try, right or wrong: the cookie goes either way.
      clearPasskeySignInCookie(reply);
      const issued = await signInWithPasskey(deps, {
        challengeToken,
        deviceToken: readDeviceCookie(request),
        context: requestContext(request),
        credential: request.body.credential,
      });
      return ok(answerSignedIn(reply, issued, 'staff'), SECOND_FACTOR_MESSAGES.signedIn);
    },
    guarded,
  );

  return Promise.resolve();
};
