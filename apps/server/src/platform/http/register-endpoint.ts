import {
  envelopeSchema,
  type EndpointBody,
  type EndpointData,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type Envelope,
  type FileAnswer,
} from '@casekeeper/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { errorResponses } from './error-responses';

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Envelope<EndpointData<E>>>;

export type EndpointOptions = {
  rateLimit?: RateLimitOptions;
  /** Checks before the handler, after the body is read (bot check, per-account limits). */
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** Checks before anything is read (the same-origin check of the cookie calls). */
  onRequest?: onRequestAsyncHookHandler;
};

/** The route of an endpoint, its answer on success given as `success`. */
function routeOf(
  endpoint: EndpointDefinition,
  options: EndpointOptions,
  success: unknown,
  handler: RouteHandlerMethod,
): RouteOptions {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.access.kind === 'signed-in' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      // An upload's fields arrive in a multipart body, read and checked by registerUploadEndpoint.
      ...(endpoint.body && !endpoint.upload ? { body: endpoint.body } : {}),
      response: {
        200: success,
        ...errorResponses(...endpoint.errors),
        ...Object.fromEntries(
          (endpoint.dataStatuses ?? []).map((status) => [status, envelopeSchema(endpoint.data)]),
        ),
      },
    },
    config: {
      access: endpoint.access,
      endpoint,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    handler,
  };
}

/**
 * Registers the route of an endpoint definition: its schemas validate the request and the
 * answer (stripping fields the definition does not name) and feed OpenAPI, and its access rule
 * rides in the route's config, where the access check reads it.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<NoInfer<E>>,
  options: EndpointOptions = {},
): void {
  app.route(
    routeOf(endpoint, options, envelopeSchema(endpoint.data), handler as unknown as RouteHandlerMethod),
  );
}

export type FileEndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/**
 * Registers the route of an endpoint that answers a file (`endpoint.file`): requests are checked
 * as any endpoint's, refusals are the error envelope, and OpenAPI shows the success as a binary of
 * the file's media type. The handler sends the file itself, with its headers.
 */
export function registerFileEndpoint<E extends EndpointDefinition & { file: FileAnswer }>(
  app: FastifyInstance,
  endpoint: E,
  handler: FileEndpointHandler<NoInfer<E>>,
  options: EndpointOptions = {},
): void {
  const file = {
    description: endpoint.file.description,
    content: { [endpoint.file.contentType]: { schema: z.string().meta({ format: 'binary' }) } },
  };
  app.route(routeOf(endpoint, options, file, handler as unknown as RouteHandlerMethod));
}
