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
import { createOpenAlarmStreams } from './open-alarm-streams';

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
  const openStreams = createOpenAlarmStreams({ db, announcements: app.announcements, log: app.log });
  // Before the server waits for its connections to end: an open stream never would by itself.
  app.addHook('preClose', (done) => {
    openStreams.closeAll();
    done();
  });
  app.addHook('onClose', () => {
    openStreams.stop();
    events.stop();
  });

  registerFileEndpoint(app, alarmEndpoints.events, async (request, reply) => {
    const caller = requireCaller(request);
    openStreams.assertRoomFor(caller);
    const { stream, close } = openAlarmStream(events, alarmOwnerOf(caller));
    const release = openStreams.hold(caller, close);
    request.raw.on('close', () => {
      release();
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
