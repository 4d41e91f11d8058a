import { abilitiesFor, abilitiesSchema, API_PATHS, envelopeSchema } from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessSubjectOf, requireCaller } from '../../platform/access/caller';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { findImpersonator } from './find-impersonator';

/** What the caller may do, read off the access table, so the web client never re-derives role logic. */
export const abilitiesRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    API_PATHS.abilities,
    {
      schema: {
        tags: ['auth'],
        summary: 'What you may do: role flags and per-area abilities',
        description:
          'Changes only when the session does: fetch it after sign-in, impersonation and return. Lists also carry per-record `can` flags.',
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(abilitiesSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      // The banner names the admin from here, so it survives a reload without client storage.
      const impersonator =
        caller.impersonatorId === null ? null : await findImpersonator(app.db, caller.impersonatorId);
      return ok(abilitiesFor({ ...accessSubjectOf(caller), authorityId: caller.authorityId, impersonator }));
    },
  );
  return Promise.resolve();
};
