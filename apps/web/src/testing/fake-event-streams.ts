/** An event stream a test holds open: what the request sent, and the way to answer on it. */
type OpenStream = {
  url: string;
  /** 200, or the status it was refused with (see refuseEventStreams). */
  status: number;
  authorization: string | null;
  send: (event: string) => void;
  close: () => void;
};

const encoder = new TextEncoder();
const opened: OpenStream[] = [];
let refusal: number | null = null;

/**
 * The server's event streams, as far as a component test needs them: `fetch` (which the app
 * uses for streams alone; its calls go through the fake API) opens a stream the test can send
 * events on or close, at the HTTP boundary, so the app's own reconnecting runs for real.
 */
function fetchEventStream(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  const url = input instanceof Request ? input.url : input.toString();
  const asked = { url, authorization: headers.get('Authorization') };
  if (refusal !== null) {
    opened.push({ ...asked, status: refusal, send: () => undefined, close: () => undefined });
    return Promise.resolve(new Response(null, { status: refusal }));
  }
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
  });
  const stream: OpenStream = {
    ...asked,
    status: 200,
    send: (event) => controller?.enqueue(encoder.encode(`event: ${event}\ndata: \n\n`)),
    close: () => controller?.close(),
  };
  opened.push(stream);
  init?.signal?.addEventListener('abort', () => {
    stream.close = () => undefined;
    stream.send = () => undefined;
  });
  return Promise.resolve(
    new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
  );
}

/** Every stream asked for so far, oldest first (refused, closed and aborted ones too). */
export const eventStreamsOpened = (): readonly OpenStream[] => opened;

/** From now on, streams are refused with this HTTP status (null: opened again). */
export function refuseEventStreams(status: number | null): void {
  refusal = status;
}

export function installFakeEventStreams(): void {
  globalThis.fetch = fetchEventStream;
}

export function resetFakeEventStreams(): void {
  opened.length = 0;
  refusal = null;
}
