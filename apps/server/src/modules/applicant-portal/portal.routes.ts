import { BOT_CHECK_ACTIONS, PORTAL_MESSAGES, portalEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { signInAccountRateLimit, signInIpRateLimit } from '../../platform/auth/auth-rate-limit';
import { requireBotCheck } from '../../platform/bot-check/bot-check';
import { forbidden } from '../../platform/errors/app-error';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { registerUploadEndpoint } from '../../platform/http/register-upload-endpoint';
import {
  answerSignedIn,
  AUTH_MESSAGES,
  authDeps,
  login,
  readDeviceCookie,
  setPendingSignInCookie,
} from '../auth';
import { hasLiveAccess } from '../invitations';
import { finishFirstFactor } from '../second-factor';
import { findCaseMaster, viewCaseMaster, type Applicant } from './get-case-master';
import { portalUploadsOn, refusePortalUploads } from './portal-uploads-switch';
import { sendPortalDocument } from './send-portal-document';
import { sendPortalMessage } from './send-portal-message';
import { portalSendLimits } from './portal-send-limits';

/** The signed-in applicant, as the portal's use cases take them. */
function applicantOf(caller: ReturnType<typeof requireCaller>): Applicant {
  if (caller.userType !== 'APPLICANT' || caller.authorityId === null) throw forbidden();
  return { webUserId: caller.webUserId, authorityId: caller.authorityId };
}

/**
 * The applicant portal (the spec's second login flow): its own sign-in, with the staff
 * sign-in's bot check, rate limits and lockout, answering the case master as well; the case; and
 * what the applicant sends the officer (a message, a document).
 */
export const portalRoutes: FastifyPluginAsync = (app) => {
  const deps = authDeps(app);
  const sendLimits = portalSendLimits(app);

  registerEndpoint(
    app,
    portalEndpoints.login,
    async (request, reply) => {
      const { email, password } = request.body;
      const outcome = await login(deps, {
        email,
        password,
        door: 'portal',
        // No case to follow (every access revoked): refused as a wrong password, whatever was typed.
        turnAway: async (account) => ((await hasLiveAccess(app.db, account.id)) ? null : 'no-live-access'),
        deviceToken: readDeviceCookie(request),
        context: requestContext(request),
        finishFirstFactor,
      });
      // An applicant who added a passkey is asked for it (the portal's second-factor page).
      if (outcome.kind !== 'session') {
        setPendingSignInCookie(reply, outcome.pendingToken);
        const { methods, mustEnrol } = outcome;
        return ok(
          { secondFactorRequired: true as const, methods, mustEnrol },
          AUTH_MESSAGES.secondFactorNeeded,
        );
      }
      const issued = outcome.issued;
      const authorityId = issued.session.auth_id;
      const caseMaster =
        authorityId === null
          ? null
          : await findCaseMaster(app.db, { webUserId: issued.session.webUserId, authorityId });
      if (!caseMaster) throw forbidden(PORTAL_MESSAGES.noCase);
      return ok({ ...answerSignedIn(reply, issued, 'portal'), caseMaster }, PORTAL_MESSAGES.signedIn);
    },
    {
      rateLimit: signInIpRateLimit(app.config),
      preHandler: [signInAccountRateLimit(app), requireBotCheck(app.botCheck, BOT_CHECK_ACTIONS.portalLogin)],
    },
  );

  registerEndpoint(app, portalEndpoints.case, async (request) =>
    ok(
      await viewCaseMaster(app.db, {
        applicant: applicantOf(requireCaller(request)),
        context: requestContext(request),
      }),
      PORTAL_MESSAGES.read,
    ),
  );

  registerEndpoint(
    app,
    portalEndpoints.message,
    async (request) =>
      ok(
        await sendPortalMessage(app.db, {
          applicant: applicantOf(requireCaller(request)),
          message: request.body.message,
          context: requestContext(request),
        }),
        PORTAL_MESSAGES.messageSent,
      ),
    { onRequest: sendLimits.messages },
  );

  registerUploadEndpoint(
    app,
    portalEndpoints.document,
    async (request, { fields, file }) =>
      ok(
        await sendPortalDocument(app.db, app, {
          applicant: applicantOf(requireCaller(request)),
          note: fields.note,
          file,
          context: requestContext(request),
        }),
        PORTAL_MESSAGES.documentSent,
      ),
    { onRequest: portalUploadsOn(app) ? sendLimits.documents : refusePortalUploads },
  );

  return Promise.resolve();
};
