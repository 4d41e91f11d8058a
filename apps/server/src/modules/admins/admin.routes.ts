import {
  addAdminRecordRequestSchema,
  adminEditQuerySchema,
  adminListPageSchema,
  adminListParamsSchema,
  adminListQuerySchema,
  adminRecordParamsSchema,
  adminRecordSchema,
  API_PATHS,
  authorityListQuerySchema,
  envelopeSchema,
  messageOnlySchema,
  platformAdminListQuerySchema,
  recordIdSchema,
  setActiveRequestSchema,
  updateAdminRecordRequestSchema,
} from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { noStore } from '../../platform/http/no-store';
import { parseInput } from '../../platform/http/parse-input';
import { addAuthority } from '../authorities/add-authority';
import { AUTHORITY_MESSAGES } from '../authorities/authority-view';
import { deleteAuthority } from '../authorities/delete-authority';
import { getAuthority } from '../authorities/get-authority';
import { listAuthorities } from '../authorities/list-authorities';
import { setAuthorityActive } from '../authorities/set-authority-active';
import { updateAuthority } from '../authorities/update-authority';
import { userAdminDeps } from '../users/user-deps';
import { addPlatformAdmin } from './add-platform-admin';
import { deletePlatformAdmin } from './delete-platform-admin';
import { getPlatformAdmin } from './get-platform-admin';
import { listPlatformAdmins } from './list-platform-admins';
import { PLATFORM_ADMIN_MESSAGES } from './platform-admin-policy';
import { setPlatformAdminActive } from './set-platform-admin-active';
import { updatePlatformAdmin } from './update-platform-admin';

const security = [{ bearerAuth: [] }];
const tags = ['admin'];
const recordEnvelope = envelopeSchema(adminRecordSchema);

/**
 * The admin console of spec section 7: platform admins (`type` admin) and authorities (`type`
 * authority), for platform admins only. Each call hands over to the use case of its type.
 */
export const adminRoutes: FastifyPluginAsyncZod = (app) => {
  const deps = userAdminDeps(app);
  const { db } = app;
  app.addHook('onSend', noStore);

  app.get(
    '/admin/:type/list/:page',
    {
      schema: {
        tags,
        summary: 'One page of platform admins or authorities, searched and sorted',
        security,
        params: adminListParamsSchema,
        querystring: adminListQuerySchema,
        response: { 200: envelopeSchema(adminListPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { type, page: pageNo } = request.params;
      if (type === 'admin') {
        const query = parseInput(platformAdminListQuerySchema, request.query);
        return ok(await listPlatformAdmins(db, { caller, pageNo, query }));
      }
      const query = parseInput(authorityListQuerySchema, request.query);
      return ok(await listAuthorities(db, { pageNo, query }));
    },
  );

  app.post(
    API_PATHS.adminAdd,
    {
      schema: {
        tags,
        summary: 'Add a platform admin (mailed a link to choose a password) or an authority',
        security,
        body: addAdminRecordRequestSchema,
        response: { 200: recordEnvelope, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const context = requestContext(request);
      const fields = request.body;
      if (fields.type === 'admin') {
        return ok(await addPlatformAdmin(deps, { caller, fields, context }), PLATFORM_ADMIN_MESSAGES.added);
      }
      return ok(await addAuthority(db, { caller, fields, context }), AUTHORITY_MESSAGES.added);
    },
  );

  app.get(
    '/admin/edit/:id',
    {
      schema: {
        tags,
        summary: 'A platform admin or an authority, to edit',
        security,
        params: z.object({ id: recordIdSchema }),
        querystring: adminEditQuerySchema,
        response: { 200: recordEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { id } = request.params;
      if (request.query.type === 'admin') return ok(await getPlatformAdmin(db, { caller, id }));
      return ok(await getAuthority(db, { id }));
    },
  );

  app.post(
    API_PATHS.adminUpdate,
    {
      schema: {
        tags,
        summary: 'Save a platform admin or an authority; a stale version is a 409',
        security,
        body: updateAdminRecordRequestSchema,
        response: { 200: recordEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const context = requestContext(request);
      const fields = request.body;
      const { id, version } = fields;
      if (fields.type === 'admin') {
        const admin = await updatePlatformAdmin(deps, { caller, id, version, fields, context });
        return ok(admin, PLATFORM_ADMIN_MESSAGES.saved);
      }
      return ok(
        await updateAuthority(db, { caller, id, version, fields, context }),
        AUTHORITY_MESSAGES.saved,
      );
    },
  );

  app.post(
    '/admin/delete/:type/:id',
    {
      schema: {
        tags,
        summary: 'Delete (softly) a platform admin or an authority; its sessions end',
        security,
        params: adminRecordParamsSchema,
        response: { 200: envelopeSchema(messageOnlySchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const context = requestContext(request);
      const { type, id } = request.params;
      if (type === 'admin') {
        await deletePlatformAdmin(db, { caller, id, context });
        return ok(null, PLATFORM_ADMIN_MESSAGES.deleted);
      }
      await deleteAuthority(db, { caller, id, context });
      return ok(null, AUTHORITY_MESSAGES.deleted);
    },
  );

  app.post(
    '/admin/isactive/:type/:id',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate a platform admin or an authority (toggles without a body)',
        description: 'Deactivation ends the sessions of the admin, or of every user of the authority.',
        security,
        params: adminRecordParamsSchema,
        body: setActiveRequestSchema,
        response: { 200: recordEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const context = requestContext(request);
      const { type, id } = request.params;
      const isActive = request.body?.isActive;
      if (type === 'admin') {
        const { admin, message } = await setPlatformAdminActive(db, { caller, id, isActive, context });
        return ok(admin, message);
      }
      const { authority, message } = await setAuthorityActive(db, { caller, id, isActive, context });
      return ok(authority, message);
    },
  );

  return Promise.resolve();
};
