import {
  addAuthorityUserRequestSchema,
  API_PATHS,
  authorityUserListQuerySchema,
  authorityUserPageSchema,
  authorityUserSchema,
  envelopeSchema,
  messageOnlySchema,
  recordIdSchema,
  setActiveRequestSchema,
  updateAuthorityUserRequestSchema,
} from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { noStore } from '../../platform/http/no-store';
import { userAdminDeps } from '../users/user-deps';
import { addAuthorityUser } from './add-authority-user';
import { AUTHORITY_USER_MESSAGES } from './authority-user-view';
import { deleteAuthorityUser } from './delete-authority-user';
import { getAuthorityUser } from './get-authority-user';
import { listAuthorityUsers } from './list-authority-users';
import { setAuthorityUserActive } from './set-authority-user-active';
import { updateAuthorityUser } from './update-authority-user';

const security = [{ bearerAuth: [] }];
const tags = ['authority users'];
const userEnvelope = envelopeSchema(authorityUserSchema);
const idParams = z.object({ id: recordIdSchema });

/**
 * An authority's users: platform admins for any authority, an AUTHORITY account (role ADMIN) for
 * its own. Another authority's id in the path or body is a 403; another authority's user a 404.
 */
export const authorityUserRoutes: FastifyPluginAsyncZod = (app) => {
  const deps = userAdminDeps(app);
  const { db } = app;
  app.addHook('onSend', noStore);

  app.get(
    '/authority/User/:authorityId',
    {
      schema: {
        tags,
        summary: "One page of an authority's users, searched (name, e-mail) and sorted",
        security,
        params: z.object({ authorityId: recordIdSchema }),
        querystring: authorityUserListQuerySchema,
        response: { 200: envelopeSchema(authorityUserPageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { pageNo, ...query } = request.query;
      const page = await listAuthorityUsers(db, {
        caller: requireCaller(request),
        authorityId: request.params.authorityId,
        pageNo,
        query,
      });
      return ok(page);
    },
  );

  app.post(
    API_PATHS.authorityUserAdd,
    {
      schema: {
        tags,
        summary: 'Add a user to an authority; they are mailed a link to choose a password',
        security,
        body: addAuthorityUserRequestSchema,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await addAuthorityUser(deps, {
        caller: requireCaller(request),
        fields: request.body,
        context: requestContext(request),
      });
      return ok(user, AUTHORITY_USER_MESSAGES.added);
    },
  );

  app.get(
    '/authority/user/edit/:id',
    {
      schema: {
        tags,
        summary: "An authority's user, to edit",
        security,
        params: idParams,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await getAuthorityUser(db, { caller: requireCaller(request), id: request.params.id })),
  );

  app.post(
    API_PATHS.authorityUserUpdate,
    {
      schema: {
        tags,
        summary: "Save an authority's user; a stale version is a 409, a new role signs them out",
        security,
        body: updateAuthorityUserRequestSchema,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, version, ...fields } = request.body;
      const { user, message } = await updateAuthorityUser(deps, {
        caller: requireCaller(request),
        id,
        version,
        fields,
        context: requestContext(request),
      });
      return ok(user, message);
    },
  );

  app.post(
    '/authority/user/isactive/:id',
    {
      schema: {
        tags,
        summary:
          "Activate or deactivate an authority's user (toggles without a body); deactivation signs them out",
        security,
        params: idParams,
        body: setActiveRequestSchema,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user, message } = await setAuthorityUserActive(db, {
        caller: requireCaller(request),
        id: request.params.id,
        isActive: request.body?.isActive,
        context: requestContext(request),
      });
      return ok(user, message);
    },
  );

  app.post(
    '/authority/user/delete/:id',
    {
      schema: {
        tags,
        summary: "Delete (softly) an authority's user; they are signed out",
        security,
        params: idParams,
        response: { 200: envelopeSchema(messageOnlySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteAuthorityUser(db, {
        caller: requireCaller(request),
        id: request.params.id,
        context: requestContext(request),
      });
      return ok(null, AUTHORITY_USER_MESSAGES.deleted);
    },
  );

  return Promise.resolve();
};
