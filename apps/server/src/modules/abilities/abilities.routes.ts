import { abilitiesEndpoints, abilitiesFor } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { accessSubjectOf, requireCaller } from '../../platform/access/caller';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { findImpersonator } from './find-impersonator';

/** What the caller may do, read off the access table, so the web client never re-derives role logic. */
export const abilitiesRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, abilitiesEndpoints.get, async (request) => {
    const caller = requireCaller(request);
    // The banner names the admin from here, so it survives a reload without client storage.
    const impersonator =
      caller.impersonatorId === null ? null : await findImpersonator(app.db, caller.impersonatorId);
    return ok(abilitiesFor({ ...accessSubjectOf(caller), authorityId: caller.authorityId, impersonator }));
  });
  return Promise.resolve();
};
