import { SIGNED_IN_DEVICE_MESSAGES, signedInDeviceEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { endAllSignInsOfUser } from './end-all-sign-ins-of-user';
import { endOtherDevices } from './end-other-devices';
import { endSignedInDevice } from './end-signed-in-device';
import { listSignedInDevices } from './list-signed-in-devices';

/** Your signed-in devices, and an administrator's "sign out everywhere" for one user. */
export const signedInDeviceRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, signedInDeviceEndpoints.list, async (request) =>
    ok(await listSignedInDevices(app.db, requireCaller(request)), SIGNED_IN_DEVICE_MESSAGES.listed),
  );

  registerEndpoint(app, signedInDeviceEndpoints.end, async (request) => {
    const message = await endSignedInDevice(app.db, {
      ...changedBy(request),
      sessionId: request.params.sessionId,
    });
    return ok(null, message);
  });

  registerEndpoint(app, signedInDeviceEndpoints.endOthers, async (request) => {
    const ended = await endOtherDevices(app.db, changedBy(request));
    return ok(ended, SIGNED_IN_DEVICE_MESSAGES.endedOthers(ended.sessionsEnded));
  });

  registerEndpoint(app, signedInDeviceEndpoints.endAllOfAuthorityUser, async (request) => {
    const { ended, message } = await endAllSignInsOfUser(app.db, {
      ...changedBy(request),
      id: request.params.id,
      kind: 'authority-user',
    });
    return ok(ended, message);
  });

  registerEndpoint(app, signedInDeviceEndpoints.endAllOfUser, async (request) => {
    const { ended, message } = await endAllSignInsOfUser(app.db, {
      ...changedBy(request),
      id: request.params.id,
      kind: 'any-user',
    });
    return ok(ended, message);
  });

  return Promise.resolve();
};
