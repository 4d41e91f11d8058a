import type { z } from 'zod';
import type { RouteAccess } from './access';
import type { EndpointExample } from './examples';

export type HttpMethod = 'GET' | 'POST';

/** The error statuses an endpoint may answer with the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * One API endpoint, defined once: the server registers its route from this, the web client
 * calls it through this, and the OpenAPI document and the README's access table are made from
 * it. Nothing else spells its path.
 */
export type EndpointDefinition = {
  method: HttpMethod;
  /** Below /api, as the web client calls it; parameters as `:name`. */
  path: string;
  summary: string;
  description?: string;
  /** The OpenAPI group. */
  tag: string;
  /** Who may call it and which records it reaches. */
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; for an `upload`, the form's text fields. */
  body?: z.ZodType;
  /** The request is multipart/form-data: `body` checks its text fields, and this is its one file. */
  upload?: FileUpload;
  /** The envelope's `data` on success; `z.never()` for an endpoint that answers a `file`. */
  data: z.ZodType;
  /** The answer on success is a file of this type, not the envelope (errors still are). */
  file?: FileAnswer;
  /** The error statuses it may answer, each with the error envelope. */
  errors: readonly ErrorStatus[];
  /** Statuses other than 200 that answer the `data` envelope (health's 503). */
  dataStatuses?: readonly ErrorStatus[];
  /**
   * A call that works, for the OpenAPI document and the authorization matrix (which makes the
   * records it names and calls it as every kind of user). Required where the call takes input.
   */
  example?: EndpointExample;
  /** The call ends the session it is made in (sign-out, leaving an impersonation). */
  endsSession?: true;
};

/** The file part of a multipart request: the part's name, and the largest file it takes. */
export type FileUpload = { field: string; maxBytes: number; description: string };

/** A file an endpoint answers with: its media type, and what it holds (for OpenAPI). */
export type FileAnswer = {
  contentType: string;
  description: string;
  /** The answer stays open until the client leaves (server-sent events): callers must not wait for its end. */
  staysOpen?: true;
};

export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** The "METHOD /path" key an endpoint is known by in the access table and the README. */
export type EndpointKey<E extends EndpointDefinition> = `${E['method']} ${E['path']}`;

export function endpointKey<E extends EndpointDefinition>(endpoint: E): EndpointKey<E> {
  return `${endpoint.method} ${endpoint.path}` as EndpointKey<E>;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: path parameters, query and body, each only where the endpoint has one. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never });

/** The envelope's `data` a successful call answers. */
export type EndpointData<E extends EndpointDefinition> = OutputOf<E['data']>;

/** What the server's handler receives, after validation. */
export type EndpointParams<E extends EndpointDefinition> = OutputOf<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = OutputOf<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = OutputOf<E['body']>;

/** The endpoint's path with its parameters filled in, each encoded. */
export function endpointPath(
  endpoint: EndpointDefinition,
  params: Record<string, string | number | undefined> = {},
): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
