import { ALARMS_CHANGED_EVENT } from '@casekeeper/contract';
import { PassThrough } from 'node:stream';
import type { AlarmEvents } from './alarm-events';
import type { AlarmOwner } from './alarm-repository';

/** Often enough that proxies and load balancers keep an idle stream open. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 5_000;

/**
 * A server-sent event stream that says `alarms-changed` whenever the owner's alarms may have
 * changed; `close()` ends it (the client went away, its sign-in ended, or the server is closing).
 */
export function openAlarmStream(events: AlarmEvents, owner: AlarmOwner) {
  const stream = new PassThrough();
  const send = (text: string) => {
    if (!stream.destroyed) stream.write(text);
  };
  send(`retry: ${RETRY_MS}\n\n`);
  const unwatch = events.watch(owner, () => send(`event: ${ALARMS_CHANGED_EVENT}\ndata: {}\n\n`));
  const heartbeat = setInterval(() => send(': still here\n\n'), HEARTBEAT_MS).unref();
  let closed = false;
  // Called from several places (the client went, the sign-in ended, the server closes); once is
  // enough, and a second unwatch could drop a later stream's watch of the same officer.
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unwatch();
    stream.end();
  };
  stream.on('close', close);
  return { stream, close };
}
