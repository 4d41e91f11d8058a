import { adminEndpoints, authorityListQuerySchema, platformAdminListQuerySchema } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addressRateLimit } from '../../platform/auth/address-rate-limit';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { parseInput } from '../../platform/http/parse-input';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import {
  addAuthority,
  AUTHORITY_MESSAGES,
  deleteAuthority,
  getAuthority,
  listAuthorities,
  setAuthorityActive,
  updateAuthority,
} from '../authorities';
import { userAdminDeps } from '../invitations';
import { addPlatformAdmin } from './add-platform-admin';
import { deletePlatformAdmin } from './delete-platform-admin';
import { getPlatformAdmin } from './get-platform-admin';
import { listPlatformAdmins } from './list-platform-admins';
import { PLATFORM_ADMIN_MESSAGES } from './platform-admin-policy';
import { setPlatformAdminActive } from './set-platform-admin-active';
import { updatePlatformAdmin } from './update-platform-admin';

/**
 * The admin console of spec section 7: platform admins (`type` admin) and authorities (`type`
 * authority), for platform admins only. Each call hands over to the use case of its type.
 */
export const adminRoutes: FastifyPluginAsync = (app) => {
  const deps = userAdminDeps(app);
  const { db } = app;

  registerEndpoint(app, adminEndpoints.list, async (request) => {
    const caller = requireCaller(request);
    const { type, page: pageNo } = request.params;
    if (type === 'admin') {
      const query = parseInput(platformAdminListQuerySchema, request.query);
      return ok(await listPlatformAdmins(db, { caller, pageNo, query }));
    }
    const query = parseInput(authorityListQuerySchema, request.query);
    return ok(await listAuthorities(db, { pageNo, query }));
  });

  const addressLimited = { preHandler: addressRateLimit(app, 'platform admins and authorities') };

  registerEndpoint(
    app,
    adminEndpoints.add,
    async (request) => {
      const caller = requireCaller(request);
      const context = requestContext(request);
      const fields = request.body;
      if (fields.type === 'admin') {
        return ok(await addPlatformAdmin(deps, { caller, fields, context }), PLATFORM_ADMIN_MESSAGES.added);
      }
      return ok(await addAuthority(db, { caller, fields, context }), AUTHORITY_MESSAGES.added);
    },
    addressLimited,
  );

  registerEndpoint(app, adminEndpoints.edit, async (request) => {
    const caller = requireCaller(request);
    const { id } = request.params;
    if (request.query.type === 'admin') return ok(await getPlatformAdmin(db, { caller, id }));
    return ok(await getAuthority(db, { id }));
  });

  registerEndpoint(
    app,
    adminEndpoints.update,
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
    addressLimited,
  );

  registerEndpoint(app, adminEndpoints.delete, async (request) => {
    const caller = requireCaller(request);
    const context = requestContext(request);
    const { type, id } = request.params;
    if (type === 'admin') {
      await deletePlatformAdmin(db, { caller, id, context });
      return ok(null, PLATFORM_ADMIN_MESSAGES.deleted);
    }
    await deleteAuthority(db, { caller, id, context });
    return ok(null, AUTHORITY_MESSAGES.deleted);
  });

  registerEndpoint(app, adminEndpoints.setActive, async (request) => {
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
  });

  return Promise.resolve();
};
