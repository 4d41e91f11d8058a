import { ALARM_EVENTS_CONTENT_TYPE, ALARM_MESSAGES, alarmEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/register-endpoint';
import { createAlarmEvents } from './alarm-events';
import type { AlarmListCache } from './alarm-list-cache';
import { openAlarmStream } from './alarm-stream';
import { dismissAlarm } from './dismiss-alarm';
import { alarmOwnerOf, listAlarms } from './list-alarms';

/**
 * A read-write officer's alarms: the open items on their cases (docs/routes.md). `keptLists` is
 * made where the app is put together, as writes anywhere in the app drop what it keeps.
 */
export const alarmRoutes: FastifyPluginAsync<{ keptLists: AlarmListCache }> = (app, { keptLists }) => {
  const { db } = app;

  registerEndpoint(app, alarmEndpoints.list, async (request) =>
    ok(await listAlarms({ db, keptLists }, { caller: requireCaller(request), ...request.params })),
  );

  const events = createAlarmEvents(app.announcements);
  const openStreams = new Set<() => void>();
  // Before the server waits for its connections to end: an open stream never would by itself.
  app.addHook('preClose', (done) => {
    for (const close of openStreams) close();
    done();
  });
  app.addHook('onClose', () => events.stop());

  registerFileEndpoint(app, alarmEndpoints.events, async (request, reply) => {
    const { stream, close } = openAlarmStream(events, alarmOwnerOf(requireCaller(request)));
    openStreams.add(close);
    request.raw.on('close', () => {
      openStreams.delete(close);
      close();
    });
    return (
      reply
        .header('content-type', ALARM_EVENTS_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        // Tells a buffering proxy (nginx) to pass each event on at once.
        .header('x-accel-buffering', 'no')
        .send(stream)
    );
  });

  registerEndpoint(app, alarmEndpoints.dismiss, async (request) => {
    await dismissAlarm(db, { ...changedBy(request), id: request.params.id });
    return ok(null, ALARM_MESSAGES.dismissed);
  });

  return Promise.resolve();
};
