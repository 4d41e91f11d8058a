import { ALARM_MESSAGES, alarmEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { dismissAlarm } from './dismiss-alarm';
import { listAlarms } from './list-alarms';

/** A read-write officer's alarms: the open items on their cases (docs/routes.md). */
export const alarmRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, alarmEndpoints.list, async (request) =>
    ok(await listAlarms(db, { caller: requireCaller(request), ...request.params })),
  );

  registerEndpoint(app, alarmEndpoints.dismiss, async (request) => {
    await dismissAlarm(db, { ...changedBy(request), id: request.params.id });
    return ok(null, ALARM_MESSAGES.dismissed);
  });

  return Promise.resolve();
};
