import type { SessionUser } from '@casekeeper/contract';
import { clearStoredSession } from '../session/stored-user';

/**
 * What the API layer tells the rest of the app about the session. The app registers the
 * handlers once its store exists; until then a lost session only clears storage.
 */
export type SessionHandlers = {
  tokenRefreshed: (user: SessionUser) => void;
  sessionExpired: () => void;
};

const defaults: SessionHandlers = {
  tokenRefreshed: () => undefined,
  sessionExpired: clearStoredSession,
};

let handlers: SessionHandlers = defaults;

export function registerSessionHandlers(next: SessionHandlers): () => void {
  handlers = next;
  return () => {
    handlers = defaults;
  };
}

export function sessionHandlers(): SessionHandlers {
  return handlers;
}
