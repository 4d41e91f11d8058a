import { CONVERSATION_MESSAGES, conversationEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy, requestContext } from '../../platform/audit/request-context';
import { forbidden } from '../../platform/errors/app-error';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { registerUploadEndpoint } from '../../platform/http/register-upload-endpoint';
import { portalSendLimits, portalUploadsOn, refusePortalUploads, type Applicant } from '../applicant-portal';
import { userAdminDeps } from '../invitations';
import { askForDocuments } from './ask-for-documents';
import { readConversation } from './read-conversation';
import { readPortalConversation } from './read-portal-conversation';
import { replyToApplicant } from './reply-to-applicant';
import { acceptDocumentRequest, askAgain } from './review-document-request';
import { uploadAgainstRequest } from './upload-against-request';

/** The signed-in applicant, as the portal's use cases take them. */
function applicantOf(caller: ReturnType<typeof requireCaller>): Applicant {
  if (caller.userType !== 'APPLICANT' || caller.authorityId === null) throw forbidden();
  return { webUserId: caller.webUserId, authorityId: caller.authorityId };
}

/**
 * The conversation between a case's officer and its applicant (docs/applicant-conversation.md):
 * the officer's side on the case page, the applicant's on the portal, with the portal's limits.
 */
export const conversationRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;
  const sendLimits = portalSendLimits(app);

  registerEndpoint(app, conversationEndpoints.read, async (request) =>
    ok(
      await readConversation(db, {
        caller: requireCaller(request),
        caseId: request.params.caseId,
        cursor: request.query.cursor,
      }),
      CONVERSATION_MESSAGES.read,
    ),
  );

  registerEndpoint(app, conversationEndpoints.reply, async (request) =>
    ok(
      await replyToApplicant(userAdminDeps(app), {
        ...changedBy(request),
        caseId: request.params.caseId,
        message: request.body.message,
      }),
      CONVERSATION_MESSAGES.replied,
    ),
  );

  registerEndpoint(app, conversationEndpoints.ask, async (request) =>
    ok(
      await askForDocuments(db, {
        ...changedBy(request),
        caseId: request.params.caseId,
        items: request.body.items,
      }),
      CONVERSATION_MESSAGES.asked,
    ),
  );

  registerEndpoint(app, conversationEndpoints.accept, async (request) =>
    ok(
      await acceptDocumentRequest(db, { ...changedBy(request), id: request.params.id }),
      CONVERSATION_MESSAGES.accepted,
    ),
  );

  registerEndpoint(app, conversationEndpoints.askAgain, async (request) =>
    ok(
      await askAgain(db, { ...changedBy(request), id: request.params.id, ...request.body }),
      CONVERSATION_MESSAGES.askedAgain,
    ),
  );

  registerEndpoint(app, conversationEndpoints.portalRead, async (request) =>
    ok(
      await readPortalConversation(db, applicantOf(requireCaller(request)), request.query.cursor),
      CONVERSATION_MESSAGES.read,
    ),
  );

  registerUploadEndpoint(
    app,
    conversationEndpoints.portalUpload,
    async (request, { fields, file }) =>
      ok(
        await uploadAgainstRequest(db, app, {
          applicant: applicantOf(requireCaller(request)),
          requestId: request.params.id,
          note: fields.note,
          file,
          context: requestContext(request),
        }),
        CONVERSATION_MESSAGES.uploaded,
      ),
    { onRequest: portalUploadsOn(app) ? sendLimits.documents : refusePortalUploads },
  );

  return Promise.resolve();
};
