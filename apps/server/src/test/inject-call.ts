import type { EndpointDefinition } from '@casekeeper/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { text } from 'node:stream/consumers';

/** What the harness tests read of an answer. */
export type InjectedAnswer = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): unknown;
};

/**
 * `app.inject`, except that an answer that stays open (server-sent events) is not waited for: a
 * successful one is closed once its status and headers are read, its body left empty; a refusal,
 * which ends, is read whole.
 */
export async function injectCall(
  app: FastifyInstance,
  endpoint: EndpointDefinition | undefined,
  options: InjectOptions,
): Promise<InjectedAnswer> {
  if (!endpoint?.file?.staysOpen) return app.inject(options);
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode < 400) stream.destroy();
  else body = await text(stream);
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body,
    json: () => JSON.parse(body) as unknown,
  };
}
