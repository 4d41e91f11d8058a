import { fetchEventSource } from '@microsoft/fetch-event-source';
import { apiClientConfig } from './api-client-config';
import { refreshCoordinator, storedAccessToken } from './authenticated-client';

/** The first wait before reconnecting, doubled after each failure up to the longest. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_LONGEST_MS = 30_000;

type EventStreamOptions = {
  /** The API path, as the contract's endpointPath gives it: '/dashboard/action-items/events'. */
  path: string;
  /** Each event's name (its `event:` field), as it arrives. */
  onEvent: (name: string) => void;
  /** The stream is open, first or again: what was missed while it was not must be read again. */
  onOpen: () => void;
  signal: AbortSignal;
};

/** The server refused the stream for good (403, or 401 after a refresh): no point reconnecting. */
class StreamRefused extends Error {}

/** With the session's access token; a 401 refreshes it once (as the API client does) and tries again. */
async function fetchWithSession(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const send = (token: string | undefined) =>
    fetch(input, {
      ...init,
      headers: {
        ...(init?.headers as Record<string, string>),
        ...(token && { Authorization: `Bearer ${token}` }),
      },
    });
  const response = await send(storedAccessToken());
  if (response.status !== 401) return response;
  return send(await refreshCoordinator.freshToken());
}

/**
 * Follows a server-sent event stream of the API until `signal` aborts: with the bearer token
 * (which an EventSource cannot send), reconnecting after a failure or a close with a growing
 * wait, closed while the tab is hidden and reopened when it shows again. The caller keeps its
 * own fallback (polling) for when the stream cannot be had.
 */
export function followEventStream({ path, onEvent, onOpen, signal }: EventStreamOptions): void {
  let wait = RECONNECT_FIRST_MS;
  void fetchEventSource(`${apiClientConfig.baseURL ?? ''}${path}`, {
    signal,
    fetch: fetchWithSession,
    onopen: (response) => {
      if (response.status === 401 || response.status === 403) throw new StreamRefused();
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
        throw new Error(`The event stream answered ${response.status}`);
      }
      wait = RECONNECT_FIRST_MS;
      onOpen();
      return Promise.resolve();
    },
    onmessage: (message) => {
      if (message.event) onEvent(message.event);
    },
    onclose: () => {
      // The server ended the stream (a restart, a deploy): reconnect, as after a failure.
      throw new Error('The event stream closed');
    },
    onerror: (error: unknown) => {
      if (error instanceof StreamRefused) throw error;
      const now = wait;
      wait = Math.min(wait * 2, RECONNECT_LONGEST_MS);
      return now;
    },
  }).catch(() => {
    // Refused for good, or the session ended: the caller's polling carries on alone.
  });
}
