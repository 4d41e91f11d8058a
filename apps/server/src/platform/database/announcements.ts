import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';

const RECONNECT_DELAY_MS = 2_000;

type OnMessage = (payload: string) => void;

export type Announcements = {
  /** Hears `channel` (LISTEN); subscribe before `start`. Answers the unsubscribe. */
  subscribe(channel: string, onMessage: OnMessage): () => void;
  /**
   * Told whenever the connection is made or lost: announcements may have been missed around
   * then, so whatever was kept on the strength of them must be forgotten.
   */
  onGap(handler: () => void): () => void;
  /** Whether announcements are heard now; a cache that relies on them keeps nothing otherwise. */
  readonly listening: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * One PostgreSQL connection per process that LISTENs on every channel the process cares about:
 * triggers announce changes with pg_notify, delivered on commit to every server process, so a
 * process may keep answers in memory and drop them the moment another process changes the data.
 */
export function createAnnouncements({ db, log }: { db: Database; log: FastifyBaseLogger }): Announcements {
  const channels = new Map<string, Set<OnMessage>>();
  const gapHandlers = new Set<() => void>();
  let listener: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let reconnect: NodeJS.Timeout | undefined;

  const gap = () => {
    for (const handler of gapHandlers) handler();
  };

  const lost = (error?: Error) => {
    if (!listening && !listener) return;
    if (error)
      log.warn({ err: error }, 'stopped hearing PostgreSQL announcements; caches are off until heard again');
    listening = false;
    gap();
    const client = listener;
    listener = undefined;
    client?.end().catch(() => undefined);
    if (!stopped) reconnect = setTimeout(() => void listen(), RECONNECT_DELAY_MS).unref();
  };

  async function listen(): Promise<void> {
    const client = new pg.Client(db.$client.options);
    client.on('notification', (message) => {
      for (const onMessage of channels.get(message.channel) ?? []) onMessage(message.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', () => lost());
    listener = client;
    try {
      await client.connect();
      for (const channel of channels.keys()) await client.query(`LISTEN ${channel}`);
      gap();
      listening = true;
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  return {
    get listening() {
      return listening;
    },
    subscribe(channel, onMessage) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      // A channel listened to later would miss what was said before: subscribers come first.
      if (listener) throw new Error(`subscribe to ${channel} before the announcements start`);
      const handlers = channels.get(channel) ?? new Set<OnMessage>();
      channels.set(channel, handlers);
      handlers.add(onMessage);
      return () => handlers.delete(onMessage);
    },
    onGap(handler) {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    start: listen,
    async stop() {
      stopped = true;
      clearTimeout(reconnect);
      listening = false;
      gap();
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
