import { SINGLE_SIGN_ON_MESSAGES, singleSignOnEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy, requestContext } from '../../platform/audit/request-context';
import { authRateLimit, signInIpRateLimit } from '../../platform/auth/auth-rate-limit';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { requireSameOrigin } from '../../platform/http/same-origin';
import { answerFirstFactor } from '../auth';
import { findSignOn } from './find-sign-on';
import { finishSingleSignOn } from './finish-single-sign-on';
import { findProviderOf } from './identity-provider-repository';
import { identityProviderAnswer } from './identity-provider-view';
import { providerAuthorityOf } from './provider-authority';
import { removeIdentityProvider } from './remove-identity-provider';
import { saveIdentityProvider } from './save-identity-provider';
import { clearSignOnCookie, readSignOnCookie, setSignOnCookie } from './sign-on-cookie';
import { signOnDeps } from './sign-on-deps';
import { startSingleSignOn } from './start-single-sign-on';

/** Single sign-on, and the providers authorities and the platform sign in with. */
export const singleSignOnRoutes: FastifyPluginAsync = (app) => {
  const deps = signOnDeps(app);

  registerEndpoint(
    app,
    singleSignOnEndpoints.find,
    async (request) => ok(await findSignOn(app.db, request.body.email)),
    { rateLimit: authRateLimit(app.config) },
  );

  registerEndpoint(
    app,
    singleSignOnEndpoints.start,
    async (request, reply) => {
      const started = await startSingleSignOn(deps, { email: request.body.email });
      setSignOnCookie(reply, started.browserBinding);
      return ok({ authorizationUrl: started.authorizationUrl }, SINGLE_SIGN_ON_MESSAGES.started);
    },
    { rateLimit: authRateLimit(app.config) },
  );

  registerEndpoint(
    app,
    singleSignOnEndpoints.finish,
    async (request, reply) => {
      try {
        const outcome = await finishSingleSignOn(deps, {
          callbackQuery: request.body.callbackQuery,
          browserBinding: readSignOnCookie(request),
          context: requestContext(request),
        });
        return ok(answerFirstFactor(reply, outcome, 'staff'), SINGLE_SIGN_ON_MESSAGES.signedIn);
      } finally {
        clearSignOnCookie(reply);
      }
    },
    { rateLimit: signInIpRateLimit(app.config), onRequest: requireSameOrigin(app.config) },
  );

  registerEndpoint(app, singleSignOnEndpoints.getForAuthority, async (request) => {
    const authorityId = await providerAuthorityOf(app.db, requireCaller(request), request.params.authorityId);
    return ok(identityProviderAnswer(await findProviderOf(app.db, authorityId), deps.redirectUri));
  });

  registerEndpoint(app, singleSignOnEndpoints.saveForAuthority, async (request) => {
    const by = changedBy(request);
    const authorityId = await providerAuthorityOf(app.db, by.caller, request.params.authorityId);
    const saved = await saveIdentityProvider(deps, { ...by, authorityId, settings: request.body });
    return ok(saved, SINGLE_SIGN_ON_MESSAGES.saved(request.body.displayName));
  });

  registerEndpoint(app, singleSignOnEndpoints.removeForAuthority, async (request) => {
    const by = changedBy(request);
    const authorityId = await providerAuthorityOf(app.db, by.caller, request.params.authorityId);
    return ok(await removeIdentityProvider(deps, { ...by, authorityId }), SINGLE_SIGN_ON_MESSAGES.removed);
  });

  registerEndpoint(app, singleSignOnEndpoints.getForPlatform, async () =>
    ok(identityProviderAnswer(await findProviderOf(app.db, null), deps.redirectUri)),
  );

  registerEndpoint(app, singleSignOnEndpoints.saveForPlatform, async (request) => {
    const saved = await saveIdentityProvider(deps, {
      ...changedBy(request),
      authorityId: null,
      settings: request.body,
    });
    return ok(saved, SINGLE_SIGN_ON_MESSAGES.saved(request.body.displayName));
  });

  registerEndpoint(app, singleSignOnEndpoints.removeForPlatform, async (request) =>
    ok(
      await removeIdentityProvider(deps, { ...changedBy(request), authorityId: null }),
      SINGLE_SIGN_ON_MESSAGES.removed,
    ),
  );

  return Promise.resolve();
};
