import { authorityUserEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { userAdminDeps } from '../invitations';
import { addAuthorityUser } from './add-authority-user';
import { AUTHORITY_USER_MESSAGES } from './authority-user-view';
import { deleteAuthorityUser } from './delete-authority-user';
import { getAuthorityUser } from './get-authority-user';
import { listAuthorityUsers } from './list-authority-users';
import { setAuthorityUserActive } from './set-authority-user-active';
import { updateAuthorityUser } from './update-authority-user';

/**
 * An authority's users: platform admins for any authority, an AUTHORITY account (role ADMIN) for
 * its own. Another authority's id in the path or body is a 403; another authority's user a 404.
 */
export const authorityUserRoutes: FastifyPluginAsync = (app) => {
  const deps = userAdminDeps(app);
  const { db } = app;

  registerEndpoint(app, authorityUserEndpoints.list, async (request) => {
    const { pageNo, ...query } = request.query;
    const page = await listAuthorityUsers(db, {
      caller: requireCaller(request),
      authorityId: request.params.authorityId,
      pageNo,
      query,
    });
    return ok(page);
  });

  registerEndpoint(app, authorityUserEndpoints.add, async (request) => {
    const user = await addAuthorityUser(deps, {
      caller: requireCaller(request),
      fields: request.body,
      context: requestContext(request),
    });
    return ok(user, AUTHORITY_USER_MESSAGES.added);
  });

  registerEndpoint(app, authorityUserEndpoints.edit, async (request) =>
    ok(await getAuthorityUser(db, { caller: requireCaller(request), id: request.params.id })),
  );

  registerEndpoint(app, authorityUserEndpoints.update, async (request) => {
    const { id, version, ...fields } = request.body;
    const { user, message } = await updateAuthorityUser(deps, {
      caller: requireCaller(request),
      id,
      version,
      fields,
      context: requestContext(request),
    });
    return ok(user, message);
  });

  registerEndpoint(app, authorityUserEndpoints.setActive, async (request) => {
    const { user, message } = await setAuthorityUserActive(db, {
      caller: requireCaller(request),
      id: request.params.id,
      isActive: request.body?.isActive,
      context: requestContext(request),
    });
    return ok(user, message);
  });

  registerEndpoint(app, authorityUserEndpoints.delete, async (request) => {
    await deleteAuthorityUser(db, {
      caller: requireCaller(request),
      id: request.params.id,
      context: requestContext(request),
    });
    return ok(null, AUTHORITY_USER_MESSAGES.deleted);
  });

  return Promise.resolve();
};
