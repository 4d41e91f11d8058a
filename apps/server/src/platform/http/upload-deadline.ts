import { FILE_MESSAGES } from '@casekeeper/contract';
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { AppError } from '../errors/app-error';

export type UploadDeadline = {
  /** Aborted, with a 408 AppError as its reason, when the upload stalls or runs out of time. */
  signal: AbortSignal;
  stop(): void;
};

/**
 * Watches an upload's connection: nothing received for `idleMs`, or `totalMs` gone by, aborts
 * the signal. Idleness is the socket's own timeout (any byte resets it), so a body trickling a
 * byte at a time is caught by the total. Requests that are not on a socket (app.inject) have
 * only the total.
 */
export function watchUploadDeadline(
  raw: IncomingMessage,
  limits: { idleMs: number; totalMs: number },
): UploadDeadline {
  const controller = new AbortController();
  const end = (message: string) => () => controller.abort(new AppError('REQUEST_TIMEOUT', message));
  const onIdle = end(FILE_MESSAGES.stalled);
  const total = setTimeout(end(FILE_MESSAGES.tooSlow), limits.totalMs);
  const socket = raw.socket instanceof Socket ? raw.socket : undefined;
  const socketTimeout = socket?.timeout ?? 0;
  // A listener on the request keeps Node from destroying the socket at its timeout: the server
  // answers 408 and closes the connection itself once what was received is removed.
  raw.on('timeout', onIdle);
  socket?.setTimeout(limits.idleMs);
  return {
    signal: controller.signal,
    stop() {
      clearTimeout(total);
      raw.off('timeout', onIdle);
      socket?.setTimeout(socketTimeout);
    },
  };
}

/** `promise`, or the signal's reason once it aborts first; a promise left behind settles unheard. */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  promise.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
