type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Said by whatever is about to end sign-ins, inside its transaction and before it commits. This
 * process's live-sign-in caches then drop what they hold, so the next request here reads the
 * database; other processes hear of it from PostgreSQL (see live-sessions.ts).
 */
export function sessionsEnding(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to sessionsEnding; answers the unsubscribe. */
export function onSessionsEnding(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
