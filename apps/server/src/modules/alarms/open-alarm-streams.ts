import { ALARM_MESSAGES, ALARM_STREAMS_PER_USER_MAX } from '@casekeeper/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { SESSION_ENDED_CHANNEL } from '../../platform/auth/live-sessions';
import { liveSessionExpiry } from '../../platform/auth/session-liveness';
import type { Announcements } from '../../platform/database/announcements';
import { AppError } from '../../platform/errors/app-error';

/** The web client backs off to 30 s between tries; a refused window need not try sooner. */
const REFUSED_RETRY_SECONDS = 30;

type OpenStream = { webUserId: number; sessionFamilyId: string; close: () => void; expiry: NodeJS.Timeout };

export type OpenAlarmStreams = {
  /** Refuses (429) a user who already holds the most streams this process allows. */
  assertRoomFor(caller: Caller): void;
  /**
   * Holds a stream open for as long as the caller's sign-in and access token last: `close` is
   * called when either ends. Answers the release, for when the stream ends otherwise.
   */
  hold(caller: Caller, close: () => void): () => void;
  /** Ends every stream: the server is closing. */
  closeAll(): void;
  stop(): void;
};

type Options = {
  db: Database;
  announcements: Announcements;
  log: FastifyBaseLogger;
};

/**
 * The alarm streams open on this process. A stream is let in by its access token, then stays
 * open with no further request to check it, so it is closed here when that token expires or its
 * sign-in ends: PostgreSQL announces every ended sign-in (live-sessions.ts), and after a gap in
 * hearing announcements each stream's sign-in is read again.
 */
export function createOpenAlarmStreams({ db, announcements, log }: Options): OpenAlarmStreams {
  const streams = new Set<OpenStream>();

  const end = (stream: OpenStream) => {
    clearTimeout(stream.expiry);
    if (streams.delete(stream)) stream.close();
  };
  const endSignIn = (sessionFamilyId: string) => {
    for (const stream of [...streams]) if (stream.sessionFamilyId === sessionFamilyId) end(stream);
  };
  const endUnlessLive = async (sessionFamilyId: string) => {
    try {
      if (!(await liveSessionExpiry(db, sessionFamilyId))) endSignIn(sessionFamilyId);
    } catch (error) {
      // The database cannot be read either: kept open, as its token still expires on time and
      // the gap that follows the reconnection asks again.
      log.warn({ err: error }, 'could not check the sign-in of an open alarm stream');
    }
  };

  const unsubscribers = [
    announcements.subscribe(SESSION_ENDED_CHANNEL, endSignIn),
    announcements.onGap(() => {
      const signIns = new Set([...streams].map((stream) => stream.sessionFamilyId));
      for (const sessionFamilyId of signIns) void endUnlessLive(sessionFamilyId);
    }),
  ];

  return {
    assertRoomFor(caller) {
      const held = [...streams].filter((stream) => stream.webUserId === caller.webUserId).length;
      if (held >= ALARM_STREAMS_PER_USER_MAX) {
        throw new AppError('RATE_LIMITED', ALARM_MESSAGES.tooManyStreams, {
          retryAfterSeconds: REFUSED_RETRY_SECONDS,
        });
      }
    },
    hold(caller, close) {
      const stream: OpenStream = {
        webUserId: caller.webUserId,
        sessionFamilyId: caller.sessionFamilyId,
        close,
        expiry: setTimeout(() => end(stream), caller.accessTokenExpiresAt * 1000 - Date.now()).unref(),
      };
      streams.add(stream);
      // The sign-in may have ended after the access check read it and before the stream was
      // held here, its announcement then heard by nobody: asked once more now it is.
      void endUnlessLive(caller.sessionFamilyId);
      return () => {
        clearTimeout(stream.expiry);
        streams.delete(stream);
      };
    },
    closeAll() {
      for (const stream of [...streams]) end(stream);
    },
    stop() {
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
  };
}
