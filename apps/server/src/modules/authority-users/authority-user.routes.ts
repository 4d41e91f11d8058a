import { authorityUserEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { addressRateLimit } from '../../platform/auth/address-rate-limit';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { registerRecordEndpoints } from '../../platform/http/register-record-endpoints';
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

  registerRecordEndpoints(
    app,
    authorityUserEndpoints,
    {
      list: (input) => listAuthorityUsers(db, input),
      add: (input) => addAuthorityUser(deps, input),
      get: (input) => getAuthorityUser(db, input),
      update: (input) => updateAuthorityUser(deps, input),
      setActive: (input) => setAuthorityUserActive(db, input),
    },
    { preHandler: addressRateLimit(app, 'authority users') },
  );

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
