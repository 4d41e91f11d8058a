import { APPLICANT_ACCESS_MESSAGES, applicantAccessEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { addressRateLimit } from '../../platform/auth/address-rate-limit';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { userAdminDeps } from '../invitations';
import { inviteApplicant } from './invite-applicant';
import { readApplicantAccess } from './read-applicant-access';
import { revokeApplicantAccess } from './revoke-applicant-access';

/** A case's applicant access, from the officer's side: whether the client may follow it, inviting, revoking. */
export const applicantAccessRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, applicantAccessEndpoints.read, async (request) =>
    ok(
      await readApplicantAccess(app.db, { caller: requireCaller(request), caseId: request.params.caseId }),
      APPLICANT_ACCESS_MESSAGES.read,
    ),
  );

  registerEndpoint(
    app,
    applicantAccessEndpoints.invite,
    async (request) =>
      ok(
        await inviteApplicant(userAdminDeps(app), { ...changedBy(request), caseId: request.params.caseId }),
        APPLICANT_ACCESS_MESSAGES.invited,
      ),
    { preHandler: addressRateLimit(app, 'applicant invitations') },
  );

  registerEndpoint(app, applicantAccessEndpoints.revoke, async (request) =>
    ok(
      await revokeApplicantAccess(app.db, { ...changedBy(request), caseId: request.params.caseId }),
      APPLICANT_ACCESS_MESSAGES.revoked,
    ),
  );

  return Promise.resolve();
};
